import { type DocumentType, documentTypes, isInventoryType } from '../documents/object-types';

export type KnownDocumentType = (typeof documentTypes)[number];

/**
 * The document object type an objectId route parameter carries: its leading digits
 * (specification section 2), so '17' and '17-draft' are both sales orders; no digits, no type.
 */
export function documentObjectType(objectId: string): string | undefined {
  return /^\d+/.exec(objectId)?.[0];
}

/** The document type an objectId route parameter stands for, when it is one we know. */
export function documentTypeOf(objectId: string): KnownDocumentType | undefined {
  const objectType = documentObjectType(objectId);
  return objectType === undefined ? undefined : documentTypes.find((type) => type.objectId === objectType);
}

/** The inventory transactions' screens, which name their document type `id` (specification section 2). */
export const inventoryTransactionsPath = '/inventory/transactions';

/** The opening balances' screens (type 310000001) and the counting sheet, under the reports. */
export const openingBalancesPath = '/inventory/reports/opening-balances';
export const openingBalanceObjectId = '310000001';

/**
 * A document screen's type and document as its route names them: `objectId` and `id` under
 * /sales/doc and /purchasing/doc; the inventory transactions' `id` (the type) and `transactionId`
 * (`/inventory/transactions/view/{id}/{transactionId}`); under opening balances the type is
 * 310000001 unless the route names it (`{objectId}/{id}`, a count's receipt or issue).
 * Undefined: the route is no such screen.
 */
export function documentParamsAt(
  path: string,
  params: Readonly<Record<string, string>>,
): { objectId?: string; id?: string } | undefined {
  if (path.startsWith(`${inventoryTransactionsPath}/`) && path.includes('$id'))
    return { objectId: params.id, id: params.transactionId };
  if (/^\/(sales|purchasing)\/doc\/\$objectId/.test(path))
    return { objectId: params.objectId, id: params.id };
  if (path === '/sales/doc/create/$objectId') return { objectId: params.objectId };
  if (path === openingBalancesPath || path === `${openingBalancesPath}/create`)
    return { objectId: openingBalanceObjectId };
  if (path === `${openingBalancesPath}/$id`) return { objectId: openingBalanceObjectId, id: params.id };
  if (path === `${openingBalancesPath}/$objectId/$id`) return { objectId: params.objectId, id: params.id };
  return undefined;
}

/**
 * Where a type's list lives: /<area>/doc/{objectId}, /inventory/transactions/{id}, or the opening
 * balances' own list.
 */
export const documentListPath = (type: DocumentType): string =>
  type.objectId === openingBalanceObjectId
    ? openingBalancesPath
    : isInventoryType(type)
      ? `${inventoryTransactionsPath}/${type.objectId}`
      : `/${type.area}/doc/${type.objectId}`;
