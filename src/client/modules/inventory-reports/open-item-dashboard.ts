import type { DataGridProps } from '../../grid/grid-types';
import { itemPages } from '../../routes/related-pages';
import { usePaneOpener } from '../../shell/pane-opener';

/** The grid props of a report whose rows are items: Enter on a row opens the item's dashboard. */
export function useOpenItemDashboard(): Pick<DataGridProps, 'onOpenRow'> {
  const open = usePaneOpener();
  const dashboard = itemPages.find((page) => page.key === 'dashboard');
  return { onOpenRow: (row, how) => dashboard && open(dashboard.href(String(row.ItemCode)), how) };
}
