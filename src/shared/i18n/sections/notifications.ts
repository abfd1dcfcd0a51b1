import type { CatalogueShape } from '../catalogue-shape';

/**
 * The notifications of the navbar (alerts management raises them). A text per condition kind
 * reads the figures the server stored with the notification.
 */
const en = {
  button: 'Notifications, {{count}} unread',
  heading: 'Notifications',
  description:
    'Arrow keys move through the list; Enter opens what a notification is about and marks it read.',
  listLabel: 'Notifications, newest first',
  empty: 'No notifications.',
  markAllRead: 'Mark all as read',
  close: 'Close',
  unread: 'Unread',
  priority: 'Priority: {{priority}}',
  loading: 'Loading the notifications…',
  failed: 'The notifications could not be loaded. Try again.',
  texts: {
    'gate-duplicate-scan':
      'Pass {{Code}} scanned again at gate {{GateName}} ({{GateCode}}) on {{ScannedAt}} UTC: already scanned.',
    'gate-unknown-pass':
      'Unknown pass {{Code}} scanned at gate {{GateName}} ({{GateCode}}) on {{ScannedAt}} UTC.',
    'gate-wrong-gate':
      'Pass {{Code}} scanned at the wrong gate, {{GateName}} ({{GateCode}}), on {{ScannedAt}} UTC.',
    'gate-backup-period': 'Gate {{GateName}} ({{GateCode}}) worked in backup mode from {{StartedAt}} UTC.',
    'stock-below-minimum': '{{ItemCode}} {{ItemName}}: {{OnHand}} in stock, minimum {{MinLevel}}',
    'stock-below-minimum-warehouse':
      '{{ItemCode}} {{ItemName}} in {{WhsCode}}: {{OnHand}} in stock, minimum {{MinLevel}}',
    'document-pending-approval': '{{document}} {{DocNum}} for {{CardName}} is waiting for approval',
    'credit-line-exceeded':
      '{{CardCode}} {{CardName}}: open balance {{Balance}} over the credit line {{CreditLine}}',
  },
};

const fr = {
  button: 'Notifications, {{count}} non lues',
  heading: 'Notifications',
  description:
    "Les flèches parcourent la liste ; Entrée ouvre l'objet de la notification et la marque comme lue.",
  listLabel: 'Notifications, de la plus récente à la plus ancienne',
  empty: 'Aucune notification.',
  markAllRead: 'Tout marquer comme lu',
  close: 'Fermer',
  unread: 'Non lue',
  priority: 'Priorité : {{priority}}',
  loading: 'Chargement des notifications…',
  failed: "Les notifications n'ont pas pu être chargées. Réessayez.",
  texts: {
    'gate-duplicate-scan':
      'Laissez-passer {{Code}} lu de nouveau au portail {{GateName}} ({{GateCode}}) le {{ScannedAt}} UTC : déjà lu.',
    'gate-unknown-pass':
      'Laissez-passer inconnu {{Code}} lu au portail {{GateName}} ({{GateCode}}) le {{ScannedAt}} UTC.',
    'gate-wrong-gate':
      'Laissez-passer {{Code}} lu au mauvais portail, {{GateName}} ({{GateCode}}), le {{ScannedAt}} UTC.',
    'gate-backup-period':
      'Le portail {{GateName}} ({{GateCode}}) a fonctionné en mode secours à partir du {{StartedAt}} UTC.',
    'stock-below-minimum': '{{ItemCode}} {{ItemName}} : {{OnHand}} en stock, minimum {{MinLevel}}',
    'stock-below-minimum-warehouse':
      '{{ItemCode}} {{ItemName}} dans {{WhsCode}} : {{OnHand}} en stock, minimum {{MinLevel}}',
    'document-pending-approval': '{{document}} {{DocNum}} pour {{CardName}} attend une approbation',
    'credit-line-exceeded':
      '{{CardCode}} {{CardName}} : encours de {{Balance}} au-delà de la limite de crédit {{CreditLine}}',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  button: 'الإشعارات، غير المقروءة: {{count}}',
  heading: 'الإشعارات',
  description: 'تتنقّل الأسهم في القائمة، ويفتح مفتاح Enter موضوع الإشعار ويعلّمه مقروءًا.',
  listLabel: 'الإشعارات، الأحدث أولًا',
  empty: 'لا إشعارات.',
  markAllRead: 'تعليم الكل كمقروء',
  close: 'إغلاق',
  unread: 'غير مقروء',
  priority: 'الأولوية: {{priority}}',
  loading: 'جارٍ تحميل الإشعارات…',
  failed: 'تعذّر تحميل الإشعارات. حاول مرة أخرى.',
  texts: {
    'gate-duplicate-scan':
      'مُسح التصريح {{Code}} مرة أخرى عند البوابة {{GateName}} ({{GateCode}}) في {{ScannedAt}} بالتوقيت العالمي: ممسوح سابقًا.',
    'gate-unknown-pass':
      'مُسح تصريح غير معروف {{Code}} عند البوابة {{GateName}} ({{GateCode}}) في {{ScannedAt}} بالتوقيت العالمي.',
    'gate-wrong-gate':
      'مُسح التصريح {{Code}} عند بوابة خاطئة، {{GateName}} ({{GateCode}})، في {{ScannedAt}} بالتوقيت العالمي.',
    'gate-backup-period':
      'عملت البوابة {{GateName}} ({{GateCode}}) في وضع الاحتياط ابتداءً من {{StartedAt}} بالتوقيت العالمي.',
    'stock-below-minimum': '{{ItemCode}} {{ItemName}}: المخزون {{OnHand}} والحد الأدنى {{MinLevel}}',
    'stock-below-minimum-warehouse':
      '{{ItemCode}} {{ItemName}} في {{WhsCode}}: المخزون {{OnHand}} والحد الأدنى {{MinLevel}}',
    'document-pending-approval': '{{document}} رقم {{DocNum}} للعميل {{CardName}} بانتظار الموافقة',
    'credit-line-exceeded':
      '{{CardCode}} {{CardName}}: الرصيد المفتوح {{Balance}} يتجاوز حد الائتمان {{CreditLine}}',
  },
} satisfies CatalogueShape<typeof en>;

/** The notification strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const notificationsText = { en, fr, ar };
