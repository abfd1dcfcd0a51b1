import type { UserNotification } from '../../../shared/api/notifications';
import { findDocumentType } from '../../../shared/documents/object-types';
import { isolate } from '../../../shared/locale/bidi-isolate';
import { documentHrefs } from '../../routes/document-hrefs';

/** The screen a notification is about: the item, the document or the partner, as a pane route. */
export function subjectHref(
  notification: Pick<UserNotification, 'subjectType' | 'subjectKey'>,
): string | undefined {
  const key = notification.subjectKey;
  switch (notification.subjectType) {
    case 'item':
      return `/inventory/item-management/item-master-data/${encodeURIComponent(key)}`;
    case 'partner':
      return `/business-partners/bp-master-data/${encodeURIComponent(key)}`;
    case 'document': {
      const [objType = '', docEntry = ''] = key.split('/');
      const type = findDocumentType(objType);
      return type && /^\d+$/.test(docEntry) ? documentHrefs.document(type, docEntry) : undefined;
    }
    // A gate scan or backup period opens its report across gates (issue 24).
    case 'gate-scan':
      return '/gpm/reports/scan-logs';
    case 'gate-backup':
      return '/gpm/reports/bcp';
  }
}

/** Figures that are quantities or amounts, formatted in the reader's language. */
export const numericParams = ['OnHand', 'MinLevel', 'Balance', 'CreditLine', 'DocTotal'] as const;

/**
 * The i18n key and values of a notification's text: one text per condition kind (a stock alert
 * on one warehouse says which), over the figures stored with the notification.
 */
export function notificationText(
  notification: Pick<UserNotification, 'alertKind' | 'params'>,
  formatNumber: (value: string) => string,
): { key: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(notification.params))
    values[name] = value === null ? '' : String(value);
  for (const name of numericParams)
    if (values[name] !== undefined && values[name] !== '') values[name] = formatNumber(values[name]);
  // Codes and names keep their own direction inside an Arabic sentence (first-strong isolates).
  for (const name of Object.keys(values)) if (values[name]) values[name] = isolate(values[name]);
  const warehouse = notification.alertKind === 'stock-below-minimum' && values.WhsCode ? '-warehouse' : '';
  return { key: `notifications.texts.${notification.alertKind}${warehouse}`, values };
}
