import type { CatalogueShape } from '../catalogue-shape';

/** The date-picker strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
const en = {
  chooseDate: 'Choose date',
  dialogName: 'Choose date, {{title}}',
  keyboardHint:
    'Arrow keys move between days, Page Up and Page Down between months, with Shift between years. Enter chooses the day, Escape closes the calendar.',
  clear: 'Clear date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  today: 'Today',
  close: 'Close',
  /** The short format, as a hint in an empty field: the order a date is typed in. */
  placeholder: 'mm/dd/yy',
  /** Why a typed date was not taken (typed-date.ts): each names the forms that are. */
  typed: {
    unreadable: 'Not a date. Type mm/dd/yy, yyyy-mm-dd, t for today, or +3 or -1 for days from today.',
    noSuchDay: 'There is no such day. Type mm/dd/yy or yyyy-mm-dd.',
    beforeMin: 'The date must be {{date}} or later.',
    afterMax: 'The date must be {{date}} or earlier.',
  },
};

const fr = {
  chooseDate: 'Choisir une date',
  dialogName: 'Choisir une date, {{title}}',
  keyboardHint:
    'Les flèches passent d’un jour à l’autre, Page précédente et Page suivante d’un mois à l’autre, avec Maj d’une année à l’autre. Entrée choisit le jour, Échap ferme le calendrier.',
  clear: 'Effacer la date',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  month: 'Mois',
  year: 'Année',
  today: 'Aujourd’hui',
  close: 'Fermer',
  placeholder: 'jj/mm/aa',
  typed: {
    unreadable:
      'Ce n’est pas une date. Tapez jj/mm/aa, aaaa-mm-jj, t pour aujourd’hui, ou +3 ou -1 pour des jours à partir d’aujourd’hui.',
    noSuchDay: 'Ce jour n’existe pas. Tapez jj/mm/aa ou aaaa-mm-jj.',
    beforeMin: 'La date doit être le {{date}} ou après.',
    afterMax: 'La date doit être le {{date}} ou avant.',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  chooseDate: 'اختر تاريخًا',
  dialogName: 'اختر تاريخًا، {{title}}',
  keyboardHint:
    'تنقل مفاتيح الأسهم بين الأيام، ومفتاحا Page Up وPage Down بين الأشهر، ومع Shift بين السنوات. يختار Enter اليوم، ويغلق Escape التقويم.',
  clear: 'مسح التاريخ',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  month: 'الشهر',
  year: 'السنة',
  today: 'اليوم',
  close: 'إغلاق',
  placeholder: 'يوم/شهر/سنة',
  typed: {
    unreadable:
      'هذا ليس تاريخًا. اكتب يوم/شهر/سنة، أو سنة-شهر-يوم، أو t لتاريخ اليوم، أو ‎+3 أو ‎-1 لعدد الأيام من اليوم.',
    noSuchDay: 'لا يوجد هذا اليوم. اكتب يوم/شهر/سنة أو سنة-شهر-يوم.',
    beforeMin: 'يجب أن يكون التاريخ {{date}} أو بعده.',
    afterMax: 'يجب أن يكون التاريخ {{date}} أو قبله.',
  },
} satisfies CatalogueShape<typeof en>;

export const datePickerText = { en, fr, ar };
