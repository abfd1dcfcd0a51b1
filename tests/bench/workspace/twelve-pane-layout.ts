import { encodeLayout } from '../../../src/client/workspace/layout-codec';
import { createWorkspace, openInSplit, type Workspace } from '../../../src/client/workspace/workspace';

/** Twelve pages a busy analyst might keep open side by side: lists, documents, reports. */
export const twelvePages = [
  '/dashboard',
  '/sales/doc/17',
  '/sales/doc/17/1234',
  '/sales/doc/13/20871',
  '/purchasing/doc/22/4410',
  '/inventory/price-list',
  '/inventory/price-list/3/items',
  '/inventory/pricing/base-prices/by-item?ItemCode=A00123',
  '/inventory/item-management/item-master-data',
  '/business-partners/bp-master-data',
  '/administration/setup/general/branches',
  '/inventory/reports/movements',
];

/** A 12-pane workspace built as a user would: splitting right and down in turn. */
export function twelvePaneWorkspace(): Workspace {
  let next = 0;
  const newId = () => `p${(next++).toString(36)}`;
  let workspace = createWorkspace(twelvePages[0] ?? '/dashboard', newId);
  twelvePages.slice(1).forEach((href, index) => {
    workspace = openInSplit(workspace, href, index % 2 === 0 ? 'right' : 'down', newId);
  });
  return workspace;
}

/** The address that restores it: the focused page with the encoded layout. */
export function twelvePaneAddress(origin: string): string {
  const workspace = twelvePaneWorkspace();
  const focused = workspace.panes[workspace.focused]?.href ?? '/dashboard';
  return `${origin}${focused}${focused.includes('?') ? '&' : '?'}ws=${encodeLayout(workspace)}`;
}
