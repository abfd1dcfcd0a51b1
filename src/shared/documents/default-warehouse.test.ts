import { describe, expect, it } from 'vitest';
import { defaultWarehouseOf } from './default-warehouse';

const active = [
  { WhsCode: '01', BPLId: 1 },
  { WhsCode: 'WH2', BPLId: 2 },
  { WhsCode: 'WH3', BPLId: 2 },
];

describe('defaultWarehouseOf', () => {
  it("takes the user's own first warehouse, even outside their branch", () => {
    expect(defaultWarehouseOf({ BPLId: 2, warehouses: ['01', 'WH3'] }, active)).toBe('01');
  });

  it("takes the first warehouse of the user's branch when they have none of their own", () => {
    expect(defaultWarehouseOf({ BPLId: 2, warehouses: [] }, active)).toBe('WH2');
  });

  it('takes the first active warehouse when the branch has none', () => {
    expect(defaultWarehouseOf({ BPLId: 9, warehouses: [] }, active)).toBe('01');
    expect(defaultWarehouseOf({ BPLId: null, warehouses: [] }, active)).toBe('01');
  });

  it('has none when no warehouse is active', () => {
    expect(defaultWarehouseOf({ BPLId: 1, warehouses: [] }, [])).toBeUndefined();
  });
});

describe("defaultWarehouseOf with the user's defaults", () => {
  it('lets the warehouse of the defaults win over the own warehouses and the branch', () => {
    expect(defaultWarehouseOf({ BPLId: 2, warehouses: ['01'], defaultsWarehouse: 'WH3' }, active)).toBe(
      'WH3',
    );
  });

  it('falls back to the usual choice when the default warehouse is not active', () => {
    expect(defaultWarehouseOf({ BPLId: 2, warehouses: [], defaultsWarehouse: 'GONE' }, active)).toBe('WH2');
    expect(defaultWarehouseOf({ BPLId: 2, warehouses: ['01'], defaultsWarehouse: null }, active)).toBe('01');
  });
});
