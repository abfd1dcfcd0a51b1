/**
 * A page about one record, opened from that record or from a row naming it: an item's stock
 * history and dashboard from the item, or from a stock movement of it.
 */
export interface RelatedPage {
  key: string;
  /** Catalogue key of its name ("Stock history"). */
  nameKey: string;
  href(recordKey: string): string;
}

const itemReport = (code: string, page: string) =>
  `/inventory/reports/item/${encodeURIComponent(code)}/${page}`;

/** The pages of an item (OITM), by its ItemCode: declared once, read by the item screens and the reports. */
export const itemPages: readonly RelatedPage[] = [
  {
    key: 'history',
    nameKey: 'inventoryReports.related.history',
    href: (code) => itemReport(code, 'history'),
  },
  {
    key: 'dashboard',
    nameKey: 'inventoryReports.related.dashboard',
    href: (code) => itemReport(code, 'Dashboard'),
  },
];
