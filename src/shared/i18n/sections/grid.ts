import type { CatalogueShape } from '../catalogue-shape';

const en = {
  loadingRows: 'Loading rows',
  loadingRow: 'Loading',
  empty: 'Empty',
  noRows: 'No rows match',
  hints:
    'Arrow keys move between cells, Enter or F2 edits, Escape cancels. On a column header, Enter sorts and Alt+Down arrow opens the column options.',
  announce: {
    cell: 'Row {{row}} of {{count}}, {{column}}, {{value}}',
    header: '{{column}}, column {{position}} of {{count}}, {{sort}}',
    resized: '{{column}}, {{width}} pixels wide',
    moved: '{{column}} moved to position {{position}} of {{count}}',
    hidden: '{{column}} hidden',
    sorted: 'Sorted by {{column}}, {{direction}}',
    unsorted: 'Sort removed from {{column}}',
  },
  sort: {
    ascending: 'ascending',
    descending: 'descending',
    none: 'not sorted',
    secondary: 'sort key {{position}}, {{direction}}',
  },
  menu: {
    button: 'Column options: {{column}}',
    label: 'Options for the column {{column}}',
    sortAscending: 'Sort ascending',
    sortDescending: 'Sort descending',
    clearSort: 'Clear sort',
    moveLeft: 'Move left',
    moveRight: 'Move right',
    hide: 'Hide column',
    filter: 'Filter…',
  },
  edit: {
    label: 'Edit {{column}}',
    invalidHeading: 'Check this value:',
    failedHeading: 'Not saved:',
    failed: 'The change could not be saved. Try again.',
    saving: 'Saving…',
  },
};

const fr = {
  loadingRows: 'Chargement des lignes',
  loadingRow: 'Chargement',
  empty: 'Vide',
  noRows: 'Aucune ligne ne correspond',
  hints:
    'Les flèches passent d’une cellule à l’autre, Entrée ou F2 modifie, Échap annule. Sur un en-tête de colonne, Entrée trie et Alt+Flèche bas ouvre les options de la colonne.',
  announce: {
    cell: 'Ligne {{row}} sur {{count}}, {{column}}, {{value}}',
    header: '{{column}}, colonne {{position}} sur {{count}}, {{sort}}',
    resized: '{{column}}, {{width}} pixels de large',
    moved: '{{column}} déplacée en position {{position}} sur {{count}}',
    hidden: '{{column}} masquée',
    sorted: 'Trié par {{column}}, {{direction}}',
    unsorted: 'Tri retiré de {{column}}',
  },
  sort: {
    ascending: 'croissant',
    descending: 'décroissant',
    none: 'non trié',
    secondary: 'clé de tri {{position}}, {{direction}}',
  },
  menu: {
    button: 'Options de la colonne : {{column}}',
    label: 'Options de la colonne {{column}}',
    sortAscending: 'Trier par ordre croissant',
    sortDescending: 'Trier par ordre décroissant',
    clearSort: 'Retirer le tri',
    moveLeft: 'Déplacer vers la gauche',
    moveRight: 'Déplacer vers la droite',
    hide: 'Masquer la colonne',
    filter: 'Filtrer…',
  },
  edit: {
    label: 'Modifier {{column}}',
    invalidHeading: 'Vérifiez cette valeur :',
    failedHeading: 'Non enregistré :',
    failed: 'La modification n’a pas pu être enregistrée. Réessayez.',
    saving: 'Enregistrement…',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  loadingRows: 'جارٍ تحميل الصفوف',
  loadingRow: 'جارٍ التحميل',
  empty: 'فارغ',
  noRows: 'لا توجد صفوف مطابقة',
  hints:
    'تنقّل مفاتيح الأسهم بين الخلايا، ويفتح Enter أو F2 التحرير، ويلغي Escape. في عنوان العمود، يرتّب Enter ويفتح Alt+السهم السفلي خيارات العمود.',
  announce: {
    cell: 'الصف {{row}} من {{count}}، {{column}}، {{value}}',
    header: '{{column}}، العمود {{position}} من {{count}}، {{sort}}',
    resized: '{{column}}، بعرض {{width}} بكسل',
    moved: 'نُقل {{column}} إلى الموضع {{position}} من {{count}}',
    hidden: 'أُخفي {{column}}',
    sorted: 'مرتّب حسب {{column}}، {{direction}}',
    unsorted: 'أُزيل الترتيب عن {{column}}',
  },
  sort: {
    ascending: 'تصاعدي',
    descending: 'تنازلي',
    none: 'غير مرتّب',
    secondary: 'مفتاح الترتيب {{position}}، {{direction}}',
  },
  menu: {
    button: 'خيارات العمود: {{column}}',
    label: 'خيارات العمود {{column}}',
    sortAscending: 'ترتيب تصاعدي',
    sortDescending: 'ترتيب تنازلي',
    clearSort: 'إزالة الترتيب',
    moveLeft: 'نقل إلى اليسار',
    moveRight: 'نقل إلى اليمين',
    hide: 'إخفاء العمود',
    filter: 'تصفية…',
  },
  edit: {
    label: 'تحرير {{column}}',
    invalidHeading: 'تحقّق من هذه القيمة:',
    failedHeading: 'لم يُحفظ:',
    failed: 'تعذّر حفظ التغيير. حاول مرة أخرى.',
    saving: 'جارٍ الحفظ…',
  },
} satisfies CatalogueShape<typeof en>;

export const gridText = { en, fr, ar };
