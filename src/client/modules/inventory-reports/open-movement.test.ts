import { describe, expect, it } from 'vitest';
import { movementHref } from './open-movement';

describe("where a movement's row leads", () => {
  it('opens the document of a type that has screens', () => {
    expect(movementHref({ TransNum: 7, TransType: '15', CreatedBy: 42 })).toBe('/sales/doc/15/42');
    expect(movementHref({ TransNum: 8, TransType: '20', CreatedBy: 3 })).toBe('/purchasing/doc/20/3');
  });

  it("opens the transaction's rows for any other type", () => {
    expect(movementHref({ TransNum: 9, TransType: '310000001', CreatedBy: 1 })).toBe(
      '/inventory/reports/transactions/9',
    );
  });
});
