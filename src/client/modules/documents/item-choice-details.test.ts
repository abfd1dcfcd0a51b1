import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemChoice } from '../../../shared/api/marketing-docs';
import type { DocumentFormat } from '../../../shared/documents/document-format';
import { setupI18n } from '../../i18n/i18n-setup';
import { asksItemChoices, itemChoiceDetails, withItemChoices } from './item-choice-details';

beforeAll(() => setupI18n('en'));

const english: DocumentFormat = { language: 'en', sumDec: 2, priceDec: 3 };
/** Intl writes a narrow or plain no-break space between a currency code and its figure. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const choice: ItemChoice = {
  ItemCode: 'I000001',
  Stock: {
    WhsCode: 'WH01',
    OnHand: '1250.000000',
    IsCommited: '20.000000',
    OnOrder: '5.500000',
    Available: '1235.500000',
  },
  Price: {
    ItemCode: 'I000001',
    UnitPrice: '234.325',
    DiscountPercent: '10',
    Currency: 'USD',
    PriceSource: 'discount-group',
    ListNum: 2,
  },
  UomCode: null,
};

describe('item choice details', () => {
  it('shows the quantity available in the warehouse it names, and the price paid after discount with the price decimals and currency', () => {
    const details = itemChoiceDetails(choice, english, i18next.t);
    expect(details.map((detail) => ({ ...detail, text: plain(detail.text) }))).toEqual([
      { name: 'Available', label: 'Available (WH01)', text: '1,235.5', numeric: true },
      // 234.325 x 0.9 = 210.8925, kept to PriceDec 3 as a saved line keeps it
      { name: 'Price', label: 'Price', text: 'USD 210.893', numeric: true },
    ]);
  });

  it('says the unit the price is for where a line takes another than the base unit', () => {
    const [, price] = itemChoiceDetails({ ...choice, UomCode: 'BOX' }, english, i18next.t);
    expect(plain(price?.text ?? '')).toBe('USD 210.893 / BOX');
  });

  it("formats in the user's language", async () => {
    await i18next.changeLanguage('fr');
    try {
      const [available, price] = itemChoiceDetails(choice, { ...english, language: 'fr' }, i18next.t);
      expect(available?.label).toBe('Disponible (WH01)');
      expect(plain(available?.text ?? '')).toBe('1 235,5');
      expect(price?.label).toBe('Prix');
      expect(plain(price?.text ?? '')).toBe('210,893 USD');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('leaves out the price before a partner is taken, and the stock the answer does not hold', () => {
    expect(itemChoiceDetails({ ...choice, Price: null }, english, i18next.t).map((d) => d.name)).toEqual([
      'Available',
    ]);
    expect(itemChoiceDetails({ ...choice, Stock: null }, english, i18next.t).map((d) => d.name)).toEqual([
      'Price',
    ]);
  });

  it("puts the answer's details in place of the search's, and none on a match the answer left out", () => {
    const company = [{ name: 'OnHand', label: 'In stock', text: '9', numeric: true }];
    const matches = [
      { key: 'I000001', label: 'Juice', details: company },
      { key: 'I000002', label: 'Hidden', details: company },
    ];
    const shown = withItemChoices(matches, [choice], english, i18next.t);
    expect(shown.map((match) => match.details?.map((detail) => detail.name))).toEqual([
      ['Available', 'Price'],
      undefined,
    ]);
    expect(shown[0]).toMatchObject({ key: 'I000001', label: 'Juice' });
  });

  it('asks only with a partner or a warehouse', () => {
    expect(asksItemChoices({ CardCode: '', WhsCode: '', DocDate: '2026-06-01' })).toBe(false);
    expect(asksItemChoices({ CardCode: '', WhsCode: 'WH01', DocDate: '' })).toBe(true);
    expect(asksItemChoices({ CardCode: 'C00007', WhsCode: '', DocDate: '' })).toBe(true);
  });
});
