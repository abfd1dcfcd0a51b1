import { encodeLayout } from '../../../src/client/workspace/layout-codec';
import { createWorkspace, openInSplit, type Workspace } from '../../../src/client/workspace/workspace';

/** Records of the demo company the layout opens, read from the server before the runs. */
export interface LayoutRecords {
  salesOrder: number;
  invoice: number;
  purchaseOrder: number;
  itemCode: string;
}

/**
 * Twelve pages a busy analyst might keep open side by side: lists, documents, reports. The
 * documents and the item are ones the demo company has, so every pane shows data, not an error.
 */
export function twelvePages(records: LayoutRecords): string[] {
  return [
    '/dashboard',
    `/sales/doc/17/${records.salesOrder}`,
    `/sales/doc/13/${records.invoice}`,
    `/purchasing/doc/22/${records.purchaseOrder}`,
    '/inventory/price-list',
    '/inventory/price-list/3/items',
    `/inventory/pricing/base-prices/by-item?ItemCode=${encodeURIComponent(records.itemCode)}`,
    '/inventory/item-management/item-master-data',
    '/business-partners/bp-master-data',
    '/administration/setup/general/branches',
    '/inventory/reports/movements',
    // Last, so it is the focused pane: a list whose rows say its data arrived.
    '/sales/doc/17',
  ];
}

/** A 12-pane workspace built as a user would: splitting right and down in turn. */
export function twelvePaneWorkspace(records: LayoutRecords): Workspace {
  const pages = twelvePages(records);
  let next = 0;
  const newId = () => `p${(next++).toString(36)}`;
  let workspace = createWorkspace(pages[0] ?? '/dashboard', newId);
  pages.slice(1).forEach((href, index) => {
    workspace = openInSplit(workspace, href, index % 2 === 0 ? 'right' : 'down', newId);
  });
  return workspace;
}

/** The address that restores it: the focused page with the encoded layout. */
export function twelvePaneAddress(origin: string, records: LayoutRecords): string {
  const workspace = twelvePaneWorkspace(records);
  const focused = workspace.panes[workspace.focused]?.href ?? '/dashboard';
  return `${origin}${focused}${focused.includes('?') ? '&' : '?'}ws=${encodeLayout(workspace)}`;
}
