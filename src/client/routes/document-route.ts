/** The screens of the document routes (issue 7), by route name (routeNameOf). */
export const documentScreenOfRoute = {
  'sales-doc-objectId': 'list',
  'purchasing-doc-objectId': 'list',
  'sales-doc-objectId-id': 'document',
  'purchasing-doc-objectId-id': 'document',
  'sales-doc-create': 'choose-type',
  'sales-doc-create-objectId': 'create',
  'sales-doc-copy-BaseObject-docId-id': 'copy',
  'sales-RelationshipMapping': 'relationship-map',
  // The inventory transactions (issue 21): the same screens over their four types.
  'inventory-transactions': 'transactions',
  'inventory-transactions-id': 'list',
  'inventory-transactions-view-id-transactionId': 'document',
  'inventory-transactions-create-id': 'create',
  'inventory-transactions-create-inventoryDocument': 'choose-inventory-type',
  // Opening balances (type 310000001) and the documents a count posts.
  'inventory-reports-opening-balances': 'list',
  'inventory-reports-opening-balances-id': 'document',
  'inventory-reports-opening-balances-objectId-id': 'document',
  'inventory-reports-opening-balances-create': 'create',
} as const;
export type DocumentScreenKind = (typeof documentScreenOfRoute)[keyof typeof documentScreenOfRoute];

export const documentRouteNames = Object.keys(documentScreenOfRoute);

export function documentScreenKindOf(routeName: string): DocumentScreenKind | undefined {
  return (documentScreenOfRoute as Record<string, DocumentScreenKind>)[routeName];
}
