import type { CatalogueShape } from '../catalogue-shape';

const en = {
  label: 'grid',
};

const fr = {
  label: 'grid',
} satisfies CatalogueShape<typeof en>;

const ar = {
  label: 'grid',
} satisfies CatalogueShape<typeof en>;

export const gridText = { en, fr, ar };
