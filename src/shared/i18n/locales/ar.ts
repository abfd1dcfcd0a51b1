import { accountText } from '../sections/account';
import { apiReferenceText } from '../sections/api-reference';
import { approvalText } from '../sections/approval';
import { authorizationText } from '../sections/authorization';
import { bankingText } from '../sections/banking';
import { datePickerText } from '../sections/date-picker';
import { dispatchNotePdfText } from '../sections/dispatch-note-pdf';
import { dispatchNotesText } from '../sections/dispatch-notes';
import { dispatchPlanningText } from '../sections/dispatch-planning';
import { documentsText } from '../sections/documents';
import { fieldSalesText } from '../sections/field-sales';
import { fieldSalesPlansText } from '../sections/field-sales-plans';
import { fieldsText } from '../sections/fields';
import { financeReportsText } from '../sections/finance-reports';
import { formsText } from '../sections/forms';
import { gateDeskText } from '../sections/gate-desk';
import { gatePassesText } from '../sections/gate-passes';
import { gateReportsText } from '../sections/gate-reports';
import { gateSettingsText } from '../sections/gate-settings';
import { gridText } from '../sections/grid';
import { inventoryCountsText } from '../sections/inventory-counts';
import { inventoryReportsText } from '../sections/inventory-reports';
import { keyboardText } from '../sections/keyboard';
import { layoutText } from '../sections/layout';
import { navigationText } from '../sections/navigation';
import { notificationsText } from '../sections/notifications';
import { pagesText } from '../sections/pages';
import { paletteText } from '../sections/palette';
import { paymentPdfText } from '../sections/payment-pdf';
import { preferencesText } from '../sections/preferences';
import { priceToolsText } from '../sections/price-tools';
import { resourcesText } from '../sections/resources';
import { routeCallsText } from '../sections/route-calls';
import { routeTitlesText } from '../sections/route-titles';
import { securityText } from '../sections/security';
import { shellText } from '../sections/shell';
import { synonymsText } from '../sections/synonyms';
import { workspaceText } from '../sections/workspace';
import type { Catalogue } from './en';

export const ar: Catalogue = {
  app: {
    name: 'Meridian ERP',
    tagline: 'نظام المكتب الخلفي لتجارة الجملة والتوزيع، مصمم للعمل من لوحة المفاتيح',
    skipToContent: 'الانتقال إلى المحتوى',
  },
  language: {
    label: 'اللغة',
    autonym: { en: 'English', fr: 'Français', ar: 'العربية' },
  },
  status: {
    heading: 'حالة النظام',
    loading: 'جارٍ الاستعلام عن حالة الخادم…',
    version: 'إصدار الخادم',
    database: 'قاعدة البيانات',
    reachable: 'قاعدة البيانات متاحة',
    schemaVersion: 'إصدار المخطط',
    pendingMigrations: 'ترحيلات بانتظار التطبيق',
    yes: 'نعم',
    no: 'لا',
    noSchema: 'لا يوجد مخطط بعد',
    kind: { pglite: 'PostgreSQL مدمج (PGlite)', postgres: 'خادم PostgreSQL' },
    refresh: 'تحقق مرة أخرى',
  },
  httpErrors: {
    network: 'تعذّر الوصول إلى الخادم. تأكد من أنه يعمل ثم أعد المحاولة.',
    timeout: 'استغرق الخادم وقتًا طويلًا للرد. أعد المحاولة.',
    aborted: 'تم إلغاء الطلب.',
    'bad-request': 'رفض الخادم الطلب.',
    'bad-response': 'تعذّر على الخادم الرد بشكل صحيح. أعد المحاولة بعد قليل.',
  },
  login: {
    heading: 'تسجيل الدخول',
    username: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'دخول',
    submitting: 'جارٍ تسجيل الدخول…',
    failed: 'فشل تسجيل الدخول',
    dataFailed: 'تم تسجيل الدخول، لكن تعذّر تحميل البيانات المرجعية. أعد المحاولة.',
    failures: {
      '1': 'اسم المستخدم أو كلمة المرور غير صحيحة.',
      '2': 'هذا الحساب غير مفعّل بعد: يجب أن يفعّله المسؤول.',
      '3': 'تم قفل هذا الحساب بعد محاولات دخول فاشلة كثيرة: يجب أن يفتحه المسؤول.',
      '4': 'محاولات دخول فاشلة كثيرة. انتظر بضع دقائق ثم أعد المحاولة.',
      '5': 'لا يُسمح لهذا الحساب بتسجيل الدخول من عنوان الشبكة هذا. راجع أحد المسؤولين.',
    },
  },
  session: {
    checking: 'جارٍ التحقق من جلستك…',
    signedInAs: 'تم تسجيل الدخول باسم {{name}} ({{code}})',
    signOut: 'تسجيل الخروج',
    menu: 'القائمة الرئيسية',
    loadingMenu: 'جارٍ تحميل قائمتك…',
    menuFailed: 'تعذّر تحميل قائمتك.',
  },
  menu: {
    inventory: 'المخزون',
    pricing: 'التسعير',
    inventoryReports: 'تقارير المخزون',
    inventoryTransactions: 'معاملات المخزون',
    newInventoryDocument: 'مستند مخزون جديد',
    sales: 'المبيعات',
    purchase: 'المشتريات - الموردون',
    businessPartners: 'شركاء الأعمال',
    banking: 'الخدمات المصرفية',
    bankingReports: 'التقارير المالية',
    logisticsHub: 'مركز الخدمات اللوجستية',
    dispatch: 'الإرسال',
    binLocationReport: 'تقرير مواقع التخزين',
    dispatchDashboard: 'الإرسال – لوحة المعلومات',
    dispatchOpenItems: 'الإرسال – البنود المفتوحة',
    dispatchAssignments: 'الإرسال – التكليفات',
    dispatchDelivered: 'الإرسال – تم التسليم',
    dispatchReturns: 'الإرسال – المرتجعات',
    routesCalls: 'المسارات والزيارات',
    gatePass: 'إدارة تصاريح البوابة',
    gateReports: 'تقارير البوابات',
    administration: 'الإدارة',
    development: 'التطوير',
  },
  documents: {
    salesQuotation: 'عرض سعر مبيعات',
    salesOrder: 'أمر مبيعات',
    delivery: 'تسليم',
    salesReturn: 'مرتجع مبيعات',
    arDownPayment: 'دفعة مقدمة من عميل',
    arInvoice: 'فاتورة مبيعات',
    arCreditMemo: 'إشعار دائن للعميل',
    purchaseRequest: 'طلب شراء',
    purchaseQuotation: 'عرض سعر مورد',
    purchaseOrder: 'أمر شراء',
    goodsReceiptPo: 'استلام بضائع',
    goodsReturn: 'مرتجع مشتريات',
    apInvoice: 'فاتورة مشتريات',
    apCreditMemo: 'إشعار دائن من المورد',
    goodsReceipt: 'استلام بضائع',
    goodsIssue: 'صرف بضائع',
    openingBalance: 'رصيد افتتاحي للمخزون',
    inventoryTransferRequest: 'طلب تحويل مخزون',
    inventoryTransfer: 'تحويل مخزون',
    ...documentsText.ar,
  },
  shell: shellText.ar,
  layout: layoutText.ar,
  workspace: workspaceText.ar,
  resources: { ...resourcesText.ar, ...fieldSalesText.ar.resources },
  fields: {
    ...fieldsText.ar,
    ...fieldSalesText.ar.fields,
    options: { ...fieldsText.ar.options, ...fieldSalesText.ar.options },
  },
  forms: formsText.ar,
  grid: gridText.ar,
  keyboard: keyboardText.ar,
  palette: paletteText.ar,
  synonyms: synonymsText.ar,
  navigation: navigationText.ar,
  preferences: preferencesText.ar,
  datePicker: datePickerText.ar,
  account: accountText.ar,
  pages: pagesText.ar,
  security: securityText.ar,
  gateSettings: gateSettingsText.ar,
  fieldSales: fieldSalesText.ar.screens,
  priceTools: priceToolsText.ar,
  apiReference: apiReferenceText.ar,
  authorization: authorizationText.ar,
  notifications: notificationsText.ar,
  approval: approvalText.ar,
  inventoryReports: inventoryReportsText.ar,
  financeReports: financeReportsText.ar,
  gateReports: gateReportsText.ar,
  fieldSalesPlans: fieldSalesPlansText.ar,
  inventoryCounts: inventoryCountsText.ar,
  banking: bankingText.ar,
  dispatchPlanning: dispatchPlanningText.ar,
  dispatchNotes: dispatchNotesText.ar,
  gateDesk: gateDeskText.ar,
  routeCalls: routeCallsText.ar,
  paymentPdf: paymentPdfText.ar,
  dispatchNotePdf: dispatchNotePdfText.ar,
  gatePasses: gatePassesText.ar,
  routeTitles: routeTitlesText.ar,
};
