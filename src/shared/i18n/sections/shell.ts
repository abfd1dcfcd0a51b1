import type { CatalogueShape } from '../catalogue-shape';

const en = {
  loading: 'Loading',
  backToTop: 'Back to top',
  close: 'Close',
  moreActions: 'More actions',
  notification: {
    success: 'Success',
  },
};

const fr = {
  loading: 'Chargement en cours',
  backToTop: 'Retour en haut',
  close: 'Fermer',
  moreActions: 'Autres actions',
  notification: {
    success: 'Opération réussie',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  loading: 'جارٍ التحميل',
  backToTop: 'العودة إلى الأعلى',
  close: 'إغلاق',
  moreActions: 'إجراءات أخرى',
  notification: {
    success: 'تمت العملية بنجاح',
  },
} satisfies CatalogueShape<typeof en>;

/** The shell strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const shellText = { en, fr, ar };
