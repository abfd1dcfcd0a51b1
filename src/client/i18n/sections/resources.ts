import type { CatalogueShape } from '../catalogue-shape';

const en = {
  label: 'resources',
};

const fr = {
  label: 'resources',
} satisfies CatalogueShape<typeof en>;

const ar = {
  label: 'resources',
} satisfies CatalogueShape<typeof en>;

export const resourcesText = { en, fr, ar };
