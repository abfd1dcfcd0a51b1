import type { CatalogueShape } from '../catalogue-shape';

/*
 * Limits go through i18next's `number` format so that each language writes them its own way
 * (1,000.5 / 1 000,5); Arabic keeps Western digits, as formatters.ts does everywhere.
 * Counts avoid plural forms: Arabic has six and the catalogues must share one set of keys.
 */
const en = {
  label: 'Record form',
  rules: {
    required: 'Required',
    maxLength: 'At most {{max}} characters',
    minLength: 'At least {{min}} characters',
    decimal: 'A number such as 12.50',
    whole: 'A whole number',
    min: 'At least {{min, number}}',
    max: 'At most {{max, number}}',
    date: 'A date written as YYYY-MM-DD',
    choose: 'Choose one of the list',
    invalid: 'This value is not accepted',
    controlCharacters: 'No control characters (such as NUL)',
    digits: 'At most {{whole}} digits before the decimal point and {{scale}} after it',
    above: 'More than {{min, number}}',
    below: 'Less than {{max, number}}',
    between: 'Between {{min, number}} and {{max, number}}',
  },
  actions: {
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  status: {
    unsaved: 'Unsaved changes',
    saved: 'Saved',
    otherErrors: 'The server refused some values:',
  },
  values: {
    yes: 'Yes',
    no: 'No',
    none: '(none)',
    choose: 'Choose…',
    percent: '{{value}}%',
  },
  reference: {
    suggestions: 'Suggestions for {{label}}',
    searching: 'Searching…',
    noResults: 'No results',
    results: 'Results: {{count}}',
    failed: 'The search failed. Type again to retry.',
    open: 'Open {{label}}',
    /** Read out before a match's detail, after its name: ", City: Lyon". */
    detail: ', {{label}}: ',
  },
};

const fr = {
  label: 'Formulaire de fiche',
  rules: {
    required: 'Obligatoire',
    maxLength: '{{max}} caractères au plus',
    minLength: 'Au moins {{min}} caractères',
    decimal: 'Un nombre comme 12,50',
    whole: 'Un nombre entier',
    min: 'Au moins {{min, number}}',
    max: 'Au plus {{max, number}}',
    date: 'Une date écrite AAAA-MM-JJ',
    choose: 'Choisissez une valeur de la liste',
    invalid: "Cette valeur n'est pas acceptée",
    controlCharacters: 'Pas de caractère de contrôle (comme NUL)',
    digits: 'Au plus {{whole}} chiffres avant la virgule et {{scale}} après',
    above: 'Plus de {{min, number}}',
    below: 'Moins de {{max, number}}',
    between: 'Entre {{min, number}} et {{max, number}}',
  },
  actions: {
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
  },
  status: {
    unsaved: 'Modifications non enregistrées',
    saved: 'Enregistré',
    otherErrors: 'Le serveur a refusé certaines valeurs :',
  },
  values: {
    yes: 'Oui',
    no: 'Non',
    none: '(aucun)',
    choose: 'Choisir…',
    percent: '{{value}} %',
  },
  reference: {
    suggestions: 'Suggestions pour {{label}}',
    searching: 'Recherche…',
    noResults: 'Aucun résultat',
    results: 'Résultats : {{count}}',
    failed: 'La recherche a échoué. Saisissez de nouveau pour réessayer.',
    open: 'Ouvrir {{label}}',
    detail: ', {{label}} : ',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  label: 'نموذج السجل',
  rules: {
    required: 'مطلوب',
    maxLength: '{{max}} حرفًا على الأكثر',
    minLength: '{{min}} أحرف على الأقل',
    decimal: 'رقم مثل 12.50',
    whole: 'عدد صحيح',
    min: 'على الأقل {{min, number(numberingSystem: latn)}}',
    max: 'على الأكثر {{max, number(numberingSystem: latn)}}',
    date: 'تاريخ مكتوب بالصيغة YYYY-MM-DD',
    choose: 'اختر قيمة من القائمة',
    invalid: 'هذه القيمة غير مقبولة',
    controlCharacters: 'بدون أحرف تحكم (مثل NUL)',
    digits: '{{whole}} أرقام على الأكثر قبل الفاصلة العشرية و{{scale}} بعدها',
    above: 'أكثر من {{min, number(numberingSystem: latn)}}',
    below: 'أقل من {{max, number(numberingSystem: latn)}}',
    between: 'بين {{min, number(numberingSystem: latn)}} و{{max, number(numberingSystem: latn)}}',
  },
  actions: {
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    cancel: 'إلغاء',
  },
  status: {
    unsaved: 'تغييرات غير محفوظة',
    saved: 'تم الحفظ',
    otherErrors: 'رفض الخادم بعض القيم:',
  },
  values: {
    yes: 'نعم',
    no: 'لا',
    none: '(لا شيء)',
    choose: 'اختر…',
    percent: '{{value}}٪',
  },
  reference: {
    suggestions: 'اقتراحات لـ {{label}}',
    searching: 'جارٍ البحث…',
    noResults: 'لا توجد نتائج',
    results: 'النتائج: {{count}}',
    failed: 'فشل البحث. اكتب مجددًا لإعادة المحاولة.',
    open: 'فتح {{label}}',
    detail: '، {{label}}: ',
  },
} satisfies CatalogueShape<typeof en>;

export const formsText = { en, fr, ar };
