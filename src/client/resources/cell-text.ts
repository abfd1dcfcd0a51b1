import type { TFunction } from 'i18next';
import type { FieldModel } from '../../shared/api/resources';
import { type DateFormat, formatDate, formatMoney, formatNumber } from '../../shared/locale/formatters';
import { fieldKindTraits } from '../../shared/resources/field-kinds';
import type { FieldKind } from '../../shared/resources/resource-definition';
import { moneyDecimalsOf } from '../forms/money-decimals';
import type { Language } from '../i18n/i18n-setup';

export interface CellFormat {
  t: TFunction;
  language: Language;
  /** The user's SumDec: the decimals amounts are shown with. */
  sumDec: number;
  /** The company's PriceDec: the decimals unit prices are rounded to and shown with. */
  priceDec: number;
  dateFormat?: DateFormat;
}

type Formatter = (
  value: unknown,
  field: FieldModel,
  row: Readonly<Record<string, unknown>>,
  format: CellFormat,
) => string;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Decimals as the database keeps them ("1081.000000") read as the number they are ("1,081"). */
const number: Formatter = (value, field, _row, { language }) =>
  typeof value === 'number' || typeof value === 'string'
    ? formatNumber(value, language, field.integer ? 0 : undefined)
    : '';

/** One formatter per kind (CONVENTIONS.md): how a value reads in a grid cell or a read-only field. */
export const cellFormatters = {
  text: (value) => text(value),
  number,
  money: (value, field, row, { language, sumDec, priceDec }) => {
    if (typeof value !== 'string') return '';
    const currency = field.currencyField ? text(row[field.currencyField]) : '';
    // The currency has its own column where the record has one: the amount stays a number.
    return formatMoney(value, {
      decimals: moneyDecimalsOf(field, { sumDec, priceDec }),
      currency: currency && !field.currencyField ? currency : '',
      language,
    });
  },
  percentage: (value, _field, _row, { language }) =>
    typeof value === 'string' || typeof value === 'number' ? `${formatNumber(value, language)} %` : '',
  date: (value, _field, _row, { language, dateFormat }) =>
    typeof value === 'string' && value ? formatDate(value, dateFormat ?? 'short', language) : '',
  enum: (value, field, _row, { t }) =>
    typeof value === 'string' && field.optionLabels ? t(`${field.optionLabels}.${value}`) : text(value),
  boolean: (value, _field, _row, { t }) =>
    value === 'Y' ? t('resources.common.yes') : value === 'N' ? t('resources.common.no') : '',
  reference: (value) => text(value),
} satisfies Record<FieldKind, Formatter>;

export function cellText(
  field: FieldModel,
  row: Readonly<Record<string, unknown>>,
  format: CellFormat,
): string {
  return cellFormatters[field.kind](row[field.name], field, row, format);
}

export const alignOf = (field: FieldModel) => fieldKindTraits[field.kind].align;

/**
 * Values that keep their own direction inside an Arabic page (the grid gives them dir="auto"):
 * codes and numbers, and names, which may be written in Latin or Arabic letters. Only the
 * translated labels of options and flags follow the page.
 */
export const isLeftToRightValue = (field: FieldModel) => field.kind !== 'enum' && field.kind !== 'boolean';
