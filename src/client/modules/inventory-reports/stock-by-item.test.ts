import { describe, expect, it } from 'vitest';
import { stockByItemRow, warehouseColumnId } from './stock-by-item';

describe('stock per item over all warehouses', () => {
  it("spreads each warehouse's on hand into its column's key", () => {
    const row = stockByItemRow({
      ItemCode: 'A1',
      ByWarehouse: { WH01: '7.000000', WH02: '0.000000' },
      OnHand: '7.000000',
    });
    expect(row).toEqual({
      ItemCode: 'A1',
      OnHand: '7.000000',
      [warehouseColumnId('WH01')]: '7.000000',
      [warehouseColumnId('WH02')]: '0.000000',
    });
  });

  it('keeps a warehouse code that reads like a field apart from the fields', () => {
    const row = stockByItemRow({ OnHand: '5', ByWarehouse: { OnHand: '2' } });
    expect(row.OnHand).toBe('5');
    expect(row[warehouseColumnId('OnHand')]).toBe('2');
  });
});
