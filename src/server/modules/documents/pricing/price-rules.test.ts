import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../shared/money/decimal';
import type { ItemFacts, PartnerFacts, PricingFacts, SpecialPriceFacts } from './price-facts';
import {
  discountGroupDiscount,
  priceOf,
  roundByRoundSys,
  specialPriceTerms,
  unitsPerMeasure,
} from './price-rules';

const partner: PartnerFacts = { CardCode: 'C1', ListNum: 2, GroupCode: 100 };
const item: ItemFacts = { ItemCode: 'I1', ItmsGrpCod: 101, FirmCode: 7, UgpEntry: 2 };

function facts(overrides: Partial<PricingFacts> = {}): PricingFacts {
  return {
    mainCurrency: 'USD',
    priceDec: 6,
    partners: new Map([[partner.CardCode, partner]]),
    items: new Map([[item.ItemCode, item]]),
    lists: new Map([
      [1, { ListNum: 1, BASE_NUM: 1, Factor: '1', RoundSys: '0', PrimCurr: 'USD' }],
      [2, { ListNum: 2, BASE_NUM: 1, Factor: '0.85', RoundSys: '0', PrimCurr: 'USD' }],
      [3, { ListNum: 3, BASE_NUM: 3, Factor: '1', RoundSys: '0', PrimCurr: 'EUR' }],
    ]),
    itemPrices: new Map([
      [
        'I1',
        new Map([
          [1, { PriceList: 1, Price: '10.000000', Currency: 'USD', Ovrwritten: 'N' as const }],
          [2, { PriceList: 2, Price: '99.000000', Currency: 'USD', Ovrwritten: 'N' as const }],
        ]),
      ],
    ]),
    specialPrices: new Map(),
    discountGroups: [],
    uoms: new Map([['2:3', { AltQty: '1', BaseQty: '12' }]]),
    ...overrides,
  };
}

const request = { CardCode: 'C1', ItemCode: 'I1', Quantity: '1', DocDate: '2026-06-15' };
const one = Decimal.of('1');

const special = (extra: Partial<SpecialPriceFacts> = {}): SpecialPriceFacts => ({
  ItemCode: 'I1',
  CardCode: 'C1',
  ListNum: null,
  Currency: null,
  Price: '8',
  Discount: '0',
  ValidFrom: null,
  ValidTo: null,
  periods: [],
  ...extra,
});

describe('roundByRoundSys', () => {
  it('rounds a derived price to 0.05, 0.10 or a whole unit, half away from zero, or to the price decimals', () => {
    const price = Decimal.of('8.4749995');
    expect(roundByRoundSys(price, '0', 6).toString()).toBe('8.475');
    expect(roundByRoundSys(price, '0', 2).toString()).toBe('8.47');
    expect(roundByRoundSys(Decimal.of('8.475'), '1', 2).toString()).toBe('8.5');
    expect(roundByRoundSys(Decimal.of('8.474'), '1', 2).toString()).toBe('8.45');
    expect(roundByRoundSys(Decimal.of('8.45'), '2', 2).toString()).toBe('8.5');
    expect(roundByRoundSys(Decimal.of('8.449'), '2', 2).toString()).toBe('8.4');
    expect(roundByRoundSys(Decimal.of('8.5'), '3', 2).toString()).toBe('9');
  });
});

describe('specialPriceTerms', () => {
  const periodic = special({
    ValidFrom: '2026-01-01',
    ValidTo: '2026-12-31',
    periods: [
      {
        FromDate: '2026-06-01',
        ToDate: '2026-06-30',
        Price: '7',
        Discount: '0',
        volumes: [
          { Amount: '10', Price: '6.5', Discount: '0' },
          { Amount: '50', Price: '6', Discount: '1' },
        ],
      },
    ],
  });

  it('takes the highest break at or below the quantity of the period covering the date', () => {
    expect(specialPriceTerms(periodic, '2026-06-15', Decimal.of('9.999'))?.Price).toBe('7');
    expect(specialPriceTerms(periodic, '2026-06-15', Decimal.of('10'))?.Price).toBe('6.5');
    expect(specialPriceTerms(periodic, '2026-06-15', Decimal.of('49'))?.Price).toBe('6.5');
    expect(specialPriceTerms(periodic, '2026-06-15', Decimal.of('50'))).toMatchObject({
      Price: '6',
      Discount: '1',
    });
  });

  it('counts both ends of a period and falls back to its own terms outside the periods', () => {
    expect(specialPriceTerms(periodic, '2026-06-01', one)?.Price).toBe('7');
    expect(specialPriceTerms(periodic, '2026-06-30', one)?.Price).toBe('7');
    expect(specialPriceTerms(periodic, '2026-07-01', one)?.Price).toBe('8');
    expect(specialPriceTerms(periodic, '2025-12-31', one)).toBeUndefined();
    expect(specialPriceTerms(periodic, '2027-01-01', one)).toBeUndefined();
  });
});

describe('discountGroupDiscount', () => {
  const rules = (list: [string, string, string][]) =>
    list.map(([ObjType, ObjKey, Discount]) => ({ ObjType: ObjType as '4', ObjKey, Discount }));
  const group = (Type: 'C' | 'G' | 'A', ObjCode: string, list: [string, string, string][]) => ({
    Type,
    ObjCode,
    ValidFrom: null,
    ValidTo: null,
    rules: rules(list),
  });

  it('prefers an item rule to a manufacturer rule to an item group rule within a group', () => {
    const groups = [
      group('C', 'C1', [
        ['52', '101', '3'],
        ['43', '7', '4'],
        ['4', 'I1', '5'],
      ]),
    ];
    expect(discountGroupDiscount(groups, partner, item, '2026-06-15')).toBe('5');
    const noItem = [
      group('C', 'C1', [
        ['52', '101', '3'],
        ['43', '7', '4'],
      ]),
    ];
    expect(discountGroupDiscount(noItem, partner, item, '2026-06-15')).toBe('4');
  });

  it('looks at the partner, then its group, then everyone', () => {
    const groups = [group('A', '', [['52', '101', '1']]), group('G', '100', [['52', '101', '2']])];
    expect(discountGroupDiscount(groups, partner, item, '2026-06-15')).toBe('2');
    expect(discountGroupDiscount([group('A', '', [['52', '101', '1']])], partner, item, '2026-06-15')).toBe(
      '1',
    );
    expect(
      discountGroupDiscount([group('G', '999', [['52', '101', '2']])], partner, item, '2026-06-15'),
    ).toBeUndefined();
  });

  it('skips a group outside its dates', () => {
    const groups = [{ ...group('C', 'C1', [['4', 'I1', '5']]), ValidTo: '2026-06-14' }];
    expect(discountGroupDiscount(groups, partner, item, '2026-06-15')).toBeUndefined();
  });
});

describe('priceOf', () => {
  const price = (f: PricingFacts, uom: number | null = null) =>
    priceOf(f, { ...request, UomEntry: uom }, partner, item, unitsPerMeasure(f, item, uom) ?? one);

  it('derives the partner list price from its base list x Factor, ignoring a stored price not set by hand', () => {
    expect(price(facts())).toMatchObject({
      UnitPrice: '8.5',
      PriceSource: 'price-list',
      ListNum: 2,
      Currency: 'USD',
    });
  });

  it("quotes a derived price rounded to the company's price decimals", () => {
    // 275.6789 x 0.85 = 234.327065: 234.327 with three price decimals, 234.33 with two.
    const f = facts({ priceDec: 3 });
    f.itemPrices.get('I1')?.set(1, { PriceList: 1, Price: '275.6789', Currency: 'USD', Ovrwritten: 'N' });
    expect(price(f).UnitPrice).toBe('234.327');
    expect(price({ ...f, priceDec: 2 }).UnitPrice).toBe('234.33');
  });

  it('prices a unit of measure from the derived price of one base unit as the list shows it', () => {
    // One unit in list 2: 0.8333 x 0.85 = 0.708305 -> 0.71 with two price decimals; a dozen 12 x 0.71.
    const f = facts({ priceDec: 2 });
    f.itemPrices.get('I1')?.set(1, { PriceList: 1, Price: '0.8333', Currency: 'USD', Ovrwritten: 'N' });
    expect(price(f, 3)).toMatchObject({ UnitPrice: '8.52', NumPerMsr: '12' });
  });

  it('keeps a derived list price set by hand', () => {
    const f = facts();
    f.itemPrices.get('I1')?.set(2, { PriceList: 2, Price: '9.990000', Currency: 'USD', Ovrwritten: 'Y' });
    expect(price(f)).toMatchObject({ UnitPrice: '9.99', PriceSource: 'price-list' });
  });

  it('falls back to the base price when the partner list has no price for the item', () => {
    const f = facts();
    f.itemPrices.get('I1')?.delete(2);
    expect(price(f)).toMatchObject({ UnitPrice: '8.5', PriceSource: 'base-price', ListNum: 1 });
    f.itemPrices.set('I1', new Map());
    expect(price(f)).toMatchObject({ UnitPrice: '0', PriceSource: 'base-price', ListNum: null });
  });

  it('gives a discount group the partner list price with its discount', () => {
    const f = facts({
      discountGroups: [
        {
          Type: 'C',
          ObjCode: 'C1',
          ValidFrom: null,
          ValidTo: null,
          rules: [{ ObjType: '43', ObjKey: '7', Discount: '12.5' }],
        },
      ],
    });
    expect(price(f)).toMatchObject({
      UnitPrice: '8.5',
      DiscountPercent: '12.5',
      PriceSource: 'discount-group',
    });
  });

  it('puts the partner special price before discount groups, and the list special price after them', () => {
    const groups = [
      {
        Type: 'A' as const,
        ObjCode: '',
        ValidFrom: null,
        ValidTo: null,
        rules: [{ ObjType: '4' as const, ObjKey: 'I1', Discount: '3' }],
      },
    ];
    const listSpecial = special({ CardCode: null, ListNum: 2, Price: '7.25' });
    const f = facts({ discountGroups: groups, specialPrices: new Map([['I1', [listSpecial, special()]]]) });
    expect(price(f)).toMatchObject({ UnitPrice: '8', PriceSource: 'special-price' });
    f.specialPrices.set('I1', [listSpecial]);
    expect(price(f)).toMatchObject({ UnitPrice: '8.5', DiscountPercent: '3', PriceSource: 'discount-group' });
    f.discountGroups = [];
    expect(price(f)).toMatchObject({ UnitPrice: '7.25', PriceSource: 'price-list', ListNum: 2 });
  });

  it('multiplies the unit price by units per measure and compares breaks in base units', () => {
    const volumes = special({
      periods: [
        {
          FromDate: '2026-01-01',
          ToDate: null,
          Price: '8',
          Discount: '0',
          volumes: [{ Amount: '12', Price: '7', Discount: '0' }],
        },
      ],
    });
    const f = facts({ specialPrices: new Map([['I1', [volumes]]]) });
    expect(price(f, 3)).toMatchObject({ UnitPrice: '84', NumPerMsr: '12' });
    expect(price(f)).toMatchObject({ UnitPrice: '8', NumPerMsr: '1' });
    expect(unitsPerMeasure(f, item, 9)).toBeUndefined();
  });
});
