/**
 * SAP Business One's alerts management (OALT): what an alert watches, how urgent it is and when
 * it is evaluated. The server gives each condition kind its query (src/server/modules/alerts/
 * conditions); this list is what both sides agree on: the resource's options, the subjects a
 * notification opens and the texts.
 */
export const alertKinds = [
  'stock-below-minimum',
  'document-pending-approval',
  'credit-line-exceeded',
  'gate-duplicate-scan',
  'gate-unknown-pass',
  'gate-wrong-gate',
  'gate-backup-period',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * The gate events an administrator chooses recipients for at /gpm/gpm-settings/notifications
 * (issue 24): each is an alert of the migration's making (GPM_DUPLICATE, ...), raised after a scan
 * or a backup period is committed.
 */
export const gateNotificationKinds = [
  'gate-duplicate-scan',
  'gate-unknown-pass',
  'gate-wrong-gate',
  'gate-backup-period',
] as const satisfies readonly AlertKind[];

/** Low, normal, high. */
export const alertPriorities = ['L', 'N', 'H'] as const;
export type AlertPriority = (typeof alertPriorities)[number];

/** E: after a business operation that may change the condition; M: every FrqncyIntr minutes. */
export const alertFrequencies = ['E', 'M'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** What a notification is about, which decides the screen it opens. */
export const notificationSubjects = ['item', 'document', 'partner', 'gate-scan', 'gate-backup'] as const;
export type NotificationSubject = (typeof notificationSubjects)[number];

/** The subject each kind raises notifications about. */
export const subjectOfKind = {
  'stock-below-minimum': 'item',
  'document-pending-approval': 'document',
  'credit-line-exceeded': 'partner',
  'gate-duplicate-scan': 'gate-scan',
  'gate-unknown-pass': 'gate-scan',
  'gate-wrong-gate': 'gate-scan',
  'gate-backup-period': 'gate-backup',
} as const satisfies Record<AlertKind, NotificationSubject>;

/**
 * A list of codes typed in one field ("manager, clerk"): split on commas and spaces, trimmed,
 * without empties or repeats, in the order typed.
 */
export function codeList(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set(text.split(/[\s,;]+/).filter((code) => code.length > 0))];
}
