import type { TFunction } from 'i18next';
import type { ItemChoice } from '../../../shared/api/marketing-docs';
import type { DocumentFormat } from '../../../shared/documents/document-format';
import { priceAfterDiscount } from '../../../shared/documents/document-totals';
import { formatMoney, formatNumber } from '../../../shared/locale/formatters';
import type { ReferenceDetail, ReferenceMatch } from '../../forms/reference-lookup';

/**
 * What the item cell's list asks GET /marketing/item-choices about: the document type, the partner
 * taken, the warehouse the line has or would get, the posting date ('' where there is none yet).
 */
export interface ItemChoiceContext {
  /** The document type: prices are then per the unit a new line takes there. */
  ObjType?: string;
  CardCode: string;
  WhsCode: string;
  DocDate: string;
}

/** Whether the list has anything to ask: a warehouse for the stock, a partner for the price. */
export const asksItemChoices = (context: ItemChoiceContext) =>
  context.CardCode.trim() !== '' || context.WhsCode.trim() !== '';

/**
 * The details of one item in the list: the quantity available in the line's warehouse, and the
 * price the partner pays for one unit after their discount, with the company's price decimals and
 * the price's currency, and the unit it is for where that is not the base unit (a line takes it). A figure the answer does not hold (no partner yet, stock the caller may not
 * read) is left out, so its cell stays empty.
 */
export function itemChoiceDetails(
  choice: ItemChoice,
  format: DocumentFormat,
  t: TFunction,
): ReferenceDetail[] {
  const { language, priceDec } = format;
  const details: ReferenceDetail[] = [];
  if (choice.Stock)
    details.push({
      name: 'Available',
      label: t('documents.editor.itemAvailable', { warehouse: choice.Stock.WhsCode }),
      text: formatNumber(choice.Stock.Available, language),
      numeric: true,
    });
  if (choice.Price) {
    const paid = priceAfterDiscount(choice.Price.UnitPrice, choice.Price.DiscountPercent, priceDec);
    const price = formatMoney(paid.toString(), {
      decimals: priceDec,
      currency: choice.Price.Currency,
      language,
    });
    details.push({
      name: 'Price',
      label: t('documents.editor.itemPrice'),
      text: choice.UomCode ? t('documents.editor.itemPricePer', { price, unit: choice.UomCode }) : price,
      numeric: true,
    });
  }
  return details;
}

/**
 * The matches with the answer's details in place of the search's company-wide stock; a match the
 * answer left out (an item the caller may not read) shows no details.
 */
export function withItemChoices(
  matches: readonly ReferenceMatch[],
  choices: readonly ItemChoice[],
  format: DocumentFormat,
  t: TFunction,
): ReferenceMatch[] {
  const byCode = new Map(choices.map((choice) => [choice.ItemCode, choice]));
  return matches.map((match) => {
    const choice = byCode.get(String(match.key));
    const { details: _company, ...rest } = match;
    return choice ? { ...rest, details: itemChoiceDetails(choice, format, t) } : rest;
  });
}
