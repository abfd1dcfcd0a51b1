import type { CatalogueShape } from '../catalogue-shape';

const en = {
  label: 'forms',
};

const fr = {
  label: 'forms',
} satisfies CatalogueShape<typeof en>;

const ar = {
  label: 'forms',
} satisfies CatalogueShape<typeof en>;

export const formsText = { en, fr, ar };
