import type { CatalogueShape } from '../catalogue-shape';

const en = {
  recordProblem: {
    missing: {
      heading: '{{record}} does not exist',
      text: 'It may have been deleted, or the address may be mistyped.',
    },
    forbidden: {
      heading: 'You may not open {{record}}',
      text: 'Your account does not have the permission to read it. Ask an administrator if you need it.',
    },
    failed: { heading: '{{record}} could not be loaded' },
    retry: 'Try again',
    backTo: 'Back to {{list}}',
  },
  loading: 'Loading',
  backToTop: 'Back to top',
  close: 'Close',
  closePane: 'Close this pane',
  moreActions: 'More actions',
  notification: {
    success: 'Success',
  },
};

const fr = {
  recordProblem: {
    missing: {
      heading: "{{record}} n'existe pas",
      text: "Il a peut-être été supprimé, ou l'adresse est mal saisie.",
    },
    forbidden: {
      heading: "Vous n'êtes pas autorisé à ouvrir {{record}}",
      text: "Votre compte n'a pas la permission de le lire. Demandez-la à un administrateur si vous en avez besoin.",
    },
    failed: { heading: "{{record}} n'a pas pu être chargé" },
    retry: 'Réessayer',
    backTo: 'Retour à : {{list}}',
  },
  loading: 'Chargement en cours',
  backToTop: 'Retour en haut',
  close: 'Fermer',
  closePane: 'Fermer ce volet',
  moreActions: 'Autres actions',
  notification: {
    success: 'Opération réussie',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  recordProblem: {
    missing: {
      heading: '{{record}} غير موجود',
      text: 'ربما حُذف، أو كُتب العنوان بشكل خاطئ.',
    },
    forbidden: {
      heading: 'لا يُسمح لك بفتح {{record}}',
      text: 'ليس لحسابك إذن قراءته. اطلبه من أحد المسؤولين إن كنت تحتاج إليه.',
    },
    failed: { heading: 'تعذّر تحميل {{record}}' },
    retry: 'إعادة المحاولة',
    backTo: 'العودة إلى {{list}}',
  },
  loading: 'جارٍ التحميل',
  backToTop: 'العودة إلى الأعلى',
  close: 'إغلاق',
  closePane: 'إغلاق هذا الجزء',
  moreActions: 'إجراءات أخرى',
  notification: {
    success: 'تمت العملية بنجاح',
  },
} satisfies CatalogueShape<typeof en>;

/** The shell strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const shellText = { en, fr, ar };
