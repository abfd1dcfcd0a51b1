import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemResource } from '../../shared/resources/items';
import { businessPartnerResource } from '../../shared/resources/partners';
import { languages, setupI18n } from '../i18n/i18n-setup';
import type { CellFormat } from './cell-text';
import { lookupDetailsOf, referenceMatchOf } from './lookup-details';

beforeAll(() => setupI18n('en', languages));

const english = (): CellFormat => ({ t: i18next.t, language: 'en', sumDec: 2, priceDec: 3 });

describe('lookup details', () => {
  it('gives a partner its city, balance and credit line, in the definition’s order, formatted', () => {
    const row = {
      CardCode: 'C00007',
      CardName: 'Green Gardens',
      CreditLine: '5000',
      Balance: '1200.5',
      City: 'Lyon',
    };
    expect(referenceMatchOf(businessPartnerResource, row, english())).toEqual({
      key: 'C00007',
      label: 'Green Gardens',
      details: [
        { name: 'City', label: 'City', text: 'Lyon', numeric: false },
        { name: 'Balance', label: 'Balance', text: '1,200.50', numeric: true },
        { name: 'CreditLine', label: 'Credit limit', text: '5,000.00', numeric: true },
      ],
    });
  });

  it('leaves out a field the caller may not read or the record leaves empty', () => {
    const row = { ItemCode: 'I000541', ItemName: 'Bolt', OnHand: '1081.000000', IsCommited: null };
    expect(lookupDetailsOf(itemResource, row, english())).toEqual([
      { name: 'OnHand', label: 'In stock', text: '1,081', numeric: true },
    ]);
    expect(referenceMatchOf(itemResource, { ItemCode: 'I1', ItemName: 'Nut' }, english())).toEqual({
      key: 'I1',
      label: 'Nut',
    });
  });

  it('writes figures and labels in the user’s language', () => {
    const [balance] = lookupDetailsOf(
      businessPartnerResource,
      { Balance: '1200.5' },
      { t: i18next.getFixedT('fr'), language: 'fr', sumDec: 2, priceDec: 3 },
    );
    expect(balance?.label).toBe('Solde');
    expect(balance?.text).toBe('1\u202f200,50');
  });
});
