import type { FieldModel } from '../../shared/api/resources';

/** The decimals money is shown with: amounts with the user's SumDec, unit prices with PriceDec. */
export interface MoneyDecimals {
  sumDec: number;
  priceDec: number;
}

/**
 * The decimals a money field is shown with: a unit price's (`decimals: 'price'`) are the
 * company's PriceDec, to which prices are rounded, so a price never reads rounded a second time.
 */
export const moneyDecimalsOf = (field: Pick<FieldModel, 'decimals'>, decimals: MoneyDecimals): number =>
  field.decimals === 'price' ? decimals.priceDec : decimals.sumDec;
