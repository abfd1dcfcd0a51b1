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
} satisfies CatalogueShape<typeof en>;

export const datePickerText = { en, fr, ar };
