import type { CatalogueShape } from '../catalogue-shape';

const en = {
  newPaneHint: 'Ctrl+Enter or Ctrl+click opens the page in a new pane.',
};

const fr = {
  newPaneHint: 'Ctrl+Entrée ou Ctrl+clic ouvre la page dans un nouveau volet.',
} satisfies CatalogueShape<typeof en>;

const ar = {
  newPaneHint: 'يفتح Ctrl+Enter أو Ctrl+نقرة الصفحة في جزء جديد.',
} satisfies CatalogueShape<typeof en>;

/** The navigation strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const navigationText = { en, fr, ar };
