import type { CatalogueShape } from '../catalogue-shape';

/** The printed receipt of an incoming payment and remittance advice of an outgoing one (issue 22). */
const en = {
  receipt: 'Receipt {{number}}',
  remittance: 'Remittance advice {{number}}',
  cancelled: 'Cancelled',
  fields: {
    date: 'Payment date',
    receivedFrom: 'Received from',
    paidTo: 'Paid to',
    currency: 'Currency',
    reference: 'Reference',
    transferReference: 'Transfer reference',
    remarks: 'Remarks',
  },
  columns: {
    document: 'Document',
    number: 'Number',
    partner: 'Partner',
    dueDate: 'Due date',
    applied: 'Amount applied',
  },
  documents: {
    '13': 'A/R invoice',
    '14': 'A/R credit memo',
    '203': 'A/R down payment',
    '18': 'A/P invoice',
    '19': 'A/P credit memo',
    '204': 'A/P down payment',
  },
  means: {
    cash: 'Cash',
    transfer: 'Bank transfer',
    checks: 'Checks',
    creditCards: 'Credit cards',
    onAccount: 'On account',
    total: 'Total',
  },
  check: 'Check {{number}}, {{bank}}, due {{date}}',
  card: '{{card}} ending {{digits}}, voucher {{voucher}}',
  page: 'Page {{page}} of {{count}}',
};

const fr = {
  receipt: 'Reçu {{number}}',
  remittance: 'Avis de paiement {{number}}',
  cancelled: 'Annulé',
  fields: {
    date: 'Date du paiement',
    receivedFrom: 'Reçu de',
    paidTo: 'Payé à',
    currency: 'Devise',
    reference: 'Référence',
    transferReference: 'Référence du virement',
    remarks: 'Remarques',
  },
  columns: {
    document: 'Pièce',
    number: 'Numéro',
    partner: 'Partenaire',
    dueDate: 'Échéance',
    applied: 'Montant imputé',
  },
  documents: {
    '13': 'Facture client',
    '14': 'Avoir client',
    '203': 'Acompte client',
    '18': 'Facture fournisseur',
    '19': 'Avoir fournisseur',
    '204': 'Acompte fournisseur',
  },
  means: {
    cash: 'Espèces',
    transfer: 'Virement bancaire',
    checks: 'Chèques',
    creditCards: 'Cartes bancaires',
    onAccount: 'Acompte non imputé',
    total: 'Montant total',
  },
  check: 'Chèque {{number}}, {{bank}}, échéance {{date}}',
  card: '{{card}} se terminant par {{digits}}, bordereau {{voucher}}',
  page: 'Page {{page}} sur {{count}}',
} satisfies CatalogueShape<typeof en>;

const ar = {
  receipt: 'إيصال {{number}}',
  remittance: 'إشعار دفع {{number}}',
  cancelled: 'ملغى',
  fields: {
    date: 'تاريخ الدفع',
    receivedFrom: 'مستلم من',
    paidTo: 'مدفوع إلى',
    currency: 'العملة',
    reference: 'المرجع',
    transferReference: 'مرجع التحويل',
    remarks: 'ملاحظات',
  },
  columns: {
    document: 'المستند',
    number: 'الرقم',
    partner: 'الشريك',
    dueDate: 'تاريخ الاستحقاق',
    applied: 'المبلغ المسدد',
  },
  documents: {
    '13': 'فاتورة عميل',
    '14': 'إشعار دائن لعميل',
    '203': 'دفعة مقدمة من عميل',
    '18': 'فاتورة مورد',
    '19': 'إشعار دائن من مورد',
    '204': 'دفعة مقدمة لمورد',
  },
  means: {
    cash: 'نقدًا',
    transfer: 'تحويل مصرفي',
    checks: 'شيكات',
    creditCards: 'بطاقات ائتمان',
    onAccount: 'على الحساب',
    total: 'الإجمالي',
  },
  check: 'شيك {{number}}، {{bank}}، يستحق في {{date}}',
  card: '{{card}} المنتهية بـ {{digits}}، قسيمة {{voucher}}',
  page: 'صفحة {{page}} من {{count}}',
} satisfies CatalogueShape<typeof en>;

export const paymentPdfText = { en, fr, ar };
