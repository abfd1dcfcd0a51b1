/**
 * Which pricing rule gave a line its unit price (DOMAIN.md, Prices, in the order they are tried):
 * a special price for the partner (with its period and volume break), a discount group of the
 * partner, the partner's price list (with that list's special prices), the item's base price list,
 * a price typed by the user, or the base document's line it was copied from.
 */
export const priceSources = [
  'special-price',
  'discount-group',
  'price-list',
  'base-price',
  'manual',
  'base-document',
] as const;
export type PriceSource = (typeof priceSources)[number];
