import type { CatalogueShape } from '../catalogue-shape';

/** The counting sheet (issue 21): count a warehouse's items and post the differences. */
const en = {
  heading: 'Count from inventory',
  intro:
    'Choose a warehouse and start the count: each item shows its system quantity. Type what you counted (Enter goes to the next item); items left blank are not counted. Posting books the differences as a goods receipt and a goods issue at the moving average.',
  warehouse: 'Warehouse',
  chooseWarehouse: 'Choose a warehouse',
  itemGroup: 'Item group code (optional)',
  start: 'Start count',
  post: 'Post differences',
  loading: 'Reading the system quantities…',
  failed: 'The count could not be read or posted. Check the entries and try again.',
  truncated: 'The sheet holds the first {{number}} items only: choose an item group to count the others.',
  caption: 'Counted quantities',
  columns: {
    item: 'Item',
    name: 'Description',
    system: 'System quantity',
    counted: 'Counted',
    difference: 'Difference',
  },
  countedOf: 'Counted quantity of {{item}}',
  nothingCounted: 'Type at least one counted quantity.',
  invalid: 'Counted quantities are numbers of zero or more.',
  moved:
    'Stock moved since the count started: {{items}}. The system quantities were read again; check your counts and post again.',
  posted: 'Count posted.',
  nothingToPost: 'Every counted quantity equals the stock: nothing was posted.',
  openDocument: 'Open {{name}} {{number}}',
};

const fr = {
  heading: 'Inventaire à partir du stock',
  intro:
    "Choisissez un entrepôt et commencez l'inventaire : chaque article affiche sa quantité système. Saisissez ce que vous avez compté (Entrée passe à l'article suivant) ; les articles laissés vides ne sont pas comptés. La comptabilisation passe les écarts en entrée et en sortie de marchandises au coût moyen pondéré.",
  warehouse: 'Entrepôt',
  chooseWarehouse: 'Choisir un entrepôt',
  itemGroup: "Code du groupe d'articles (facultatif)",
  start: "Commencer l'inventaire",
  post: 'Comptabiliser les écarts',
  loading: 'Lecture des quantités système…',
  failed: "L'inventaire n'a pas pu être lu ou comptabilisé. Vérifiez les saisies et réessayez.",
  truncated:
    "La feuille ne contient que les {{number}} premiers articles : choisissez un groupe d'articles pour compter les autres.",
  caption: 'Quantités comptées',
  columns: {
    item: 'Article',
    name: 'Désignation',
    system: 'Quantité système',
    counted: 'Compté',
    difference: 'Écart',
  },
  countedOf: 'Quantité comptée de {{item}}',
  nothingCounted: 'Saisissez au moins une quantité comptée.',
  invalid: 'Les quantités comptées sont des nombres positifs ou nuls.',
  moved:
    "Le stock a bougé depuis le début de l'inventaire : {{items}}. Les quantités système ont été relues ; vérifiez vos comptages et comptabilisez à nouveau.",
  posted: 'Inventaire comptabilisé.',
  nothingToPost: 'Chaque quantité comptée est égale au stock : rien n’a été comptabilisé.',
  openDocument: 'Ouvrir {{name}} {{number}}',
} satisfies CatalogueShape<typeof en>;

const ar = {
  heading: 'الجرد من المخزون',
  intro:
    'اختر مستودعًا وابدأ الجرد: يعرض كل صنف كميته في النظام. اكتب ما عددته (Enter ينتقل إلى الصنف التالي)؛ الأصناف المتروكة فارغة لا تُجرد. يسجّل الترحيل الفروق كاستلام وصرف بضائع بمتوسط التكلفة المتحرك.',
  warehouse: 'المستودع',
  chooseWarehouse: 'اختر مستودعًا',
  itemGroup: 'رمز مجموعة الأصناف (اختياري)',
  start: 'بدء الجرد',
  post: 'ترحيل الفروق',
  loading: 'جارٍ قراءة كميات النظام…',
  failed: 'تعذّرت قراءة الجرد أو ترحيله. تحقّق من الإدخالات وحاول مجددًا.',
  truncated: 'تحتوي الورقة على أول {{number}} صنف فقط: اختر مجموعة أصناف لجرد البقية.',
  caption: 'الكميات المعدودة',
  columns: {
    item: 'الصنف',
    name: 'الوصف',
    system: 'كمية النظام',
    counted: 'المعدود',
    difference: 'الفرق',
  },
  countedOf: 'الكمية المعدودة من {{item}}',
  nothingCounted: 'اكتب كمية معدودة واحدة على الأقل.',
  invalid: 'الكميات المعدودة أعداد صفرية أو موجبة.',
  moved: 'تحرّك المخزون منذ بدء الجرد: {{items}}. أُعيدت قراءة كميات النظام؛ راجع عدّك ثم رحّل مجددًا.',
  posted: 'تم ترحيل الجرد.',
  nothingToPost: 'كل كمية معدودة تساوي المخزون: لم يُرحَّل شيء.',
  openDocument: 'فتح {{name}} {{number}}',
} satisfies CatalogueShape<typeof en>;

export const inventoryCountsText = { en, fr, ar };
