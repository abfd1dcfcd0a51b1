import type { CatalogueShape } from '../catalogue-shape';

const en = {
  label: 'fields',
};

const fr = {
  label: 'fields',
} satisfies CatalogueShape<typeof en>;

const ar = {
  label: 'fields',
} satisfies CatalogueShape<typeof en>;

export const fieldsText = { en, fr, ar };
