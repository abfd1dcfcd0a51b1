import { describe, expect, it } from 'vitest';
import { movementHref } from './open-movement';

describe("where a movement's row leads", () => {
  it('opens the document of a type that has screens', () => {
    expect(movementHref({ TransNum: 7, TransType: '15', CreatedBy: 42, DocNum: 1042 })).toBe(
      '/sales/doc/15/42',
    );
    expect(movementHref({ TransNum: 8, TransType: '20', CreatedBy: 3, DocNum: 7 })).toBe(
      '/purchasing/doc/20/3',
    );
  });

  it("opens the transaction's rows for a type without screens or a document that does not exist", () => {
    expect(movementHref({ TransNum: 9, TransType: '999', CreatedBy: 1, DocNum: 1 })).toBe(
      '/inventory/reports/transactions/9',
    );
    // The demo's opening stock: ledger rows of type 310000001 with no opening balance document.
    expect(movementHref({ TransNum: 10, TransType: '310000001', CreatedBy: 1, DocNum: null })).toBe(
      '/inventory/reports/transactions/10',
    );
  });
});
