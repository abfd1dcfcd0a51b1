import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldModel } from '../../shared/api/resources';
import { setupI18n } from '../i18n/i18n-setup';
import { cellText, isLeftToRightValue } from './cell-text';
import { columnLayout, gridColumns, moveColumn, resizeColumn, setHidden } from './grid-columns';

const field = (name: string, extra: Partial<FieldModel> = {}): FieldModel => ({
  name,
  kind: 'text',
  readable: true,
  writable: true,
  ...extra,
});

const fields = [
  field('ItemCode', { code: true }),
  field('ItemName'),
  field('Price', { kind: 'money' }),
  field('FrgnName', { list: false }),
  field('validFor', { kind: 'boolean' }),
];

beforeAll(() => setupI18n('en'));

describe('column layout', () => {
  it('keeps the saved order, drops fields no longer readable and appends new ones, hidden when unlisted', () => {
    const saved = [{ field: 'Price', width: 90 }, { field: 'Gone' }, { field: 'ItemCode' }];
    expect(columnLayout(fields, saved)).toEqual([
      { field: 'Price', width: 90 },
      { field: 'ItemCode' },
      { field: 'ItemName' },
      { field: 'FrgnName', hidden: true },
      { field: 'validFor' },
    ]);
  });

  it('moves a column among the visible ones and leaves hidden ones in place', () => {
    const layout = columnLayout(fields, undefined);
    expect(moveColumn(layout, 'validFor', 0).map((column) => column.field)).toEqual([
      'validFor',
      'ItemCode',
      'ItemName',
      'Price',
      'FrgnName',
    ]);
    // The last of four visible columns: after validFor, whatever hidden columns lie between.
    expect(moveColumn(layout, 'ItemCode', 3).map((column) => column.field)).toEqual([
      'ItemName',
      'Price',
      'FrgnName',
      'validFor',
      'ItemCode',
    ]);
    expect(moveColumn(layout, 'ItemCode', 1).map((column) => column.field)).toEqual([
      'ItemName',
      'ItemCode',
      'Price',
      'FrgnName',
      'validFor',
    ]);
  });

  it('hides, shows and resizes by field', () => {
    const layout = columnLayout(fields, undefined);
    expect(setHidden(layout, 'ItemName', true)[1]).toEqual({ field: 'ItemName', hidden: true });
    expect(setHidden(setHidden(layout, 'ItemName', true), 'ItemName', false)[1]).toEqual({
      field: 'ItemName',
    });
    expect(resizeColumn(layout, 'Price', 123.6)[2]).toEqual({ field: 'Price', width: 124 });
  });

  it('edits in place only writable fields that stay writable after creation, and only when asked', () => {
    const layout = columnLayout(fields, undefined);
    const format = { t: i18next.t, language: 'en' as const, sumDec: 2, priceDec: 3 };
    const editable = (inlineEdit: boolean) =>
      gridColumns(
        [...fields, field('OnHand', { kind: 'number', editable: 'never' })],
        [...layout, { field: 'OnHand' }],
        { ...format, inlineEdit },
      )
        .filter((column) => column.editable)
        .map((column) => column.id);
    expect(editable(false)).toEqual([]);
    expect(editable(true)).toEqual(['ItemCode', 'ItemName', 'Price', 'validFor']);
  });
});

describe('cell text', () => {
  const format = { t: i18next.t, language: 'en' as const, sumDec: 2, priceDec: 3 };
  it('shows amounts with the user’s decimals, flags and options in words', () => {
    expect(cellText(fields[2] ?? field('x'), { Price: '1234.500000' }, format)).toBe('1,234.50');
    expect(cellText(fields[4] ?? field('x'), { validFor: 'Y' }, format)).toBe('Yes');
    expect(
      cellText(
        field('CardType', { kind: 'enum', optionLabels: 'fields.options.cardType' }),
        { CardType: 'S' },
        format,
      ),
    ).toBe('Supplier');
  });

  it('shows a unit price with the price decimals, not rounded to the amount decimals', () => {
    const price = field('Price', { kind: 'money', decimals: 'price', currencyField: 'Currency' });
    expect(cellText(price, { Price: '234.325000', Currency: 'USD' }, format)).toBe('234.325');
    expect(cellText(price, { Price: '8', Currency: 'USD' }, format)).toBe('8.000');
    expect(cellText(field('Balance', { kind: 'money' }), { Balance: '234.325' }, format)).toBe('234.33');
  });

  it('lets values keep their own direction but translated words follow the page', () => {
    expect(isLeftToRightValue(field('ItemName'))).toBe(true);
    expect(isLeftToRightValue(field('Price', { kind: 'money' }))).toBe(true);
    expect(isLeftToRightValue(field('validFor', { kind: 'boolean' }))).toBe(false);
    expect(isLeftToRightValue(field('CardType', { kind: 'enum' }))).toBe(false);
  });
});
