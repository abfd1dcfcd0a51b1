import { describe, expect, it } from 'vitest';
import { documentListQuerySchema } from './marketing-docs';

describe('documentListQuerySchema', () => {
  it("defaults to the specification's first page of 50 posted documents of every status", () => {
    expect(documentListQuerySchema.parse({})).toEqual({
      isDoc: '1',
      page: 1,
      per_page: 50,
      DocStatus: 'all',
    });
  });

  it('reads a sort field with an optional direction', () => {
    expect(documentListQuerySchema.parse({ sort: 'DocDate:desc' }).sort).toEqual({
      field: 'DocDate',
      descending: true,
    });
    expect(documentListQuerySchema.parse({ sort: 'CardName' }).sort).toEqual({
      field: 'CardName',
      descending: false,
    });
    expect(documentListQuerySchema.safeParse({ sort: 'DocDate:sideways' }).success).toBe(false);
  });

  it('keeps amounts as decimal strings and refuses exponents', () => {
    expect(documentListQuerySchema.parse({ DocTotalMin: '100.50' }).DocTotalMin).toBe('100.50');
    expect(documentListQuerySchema.safeParse({ DocTotalMin: '1e3' }).success).toBe(false);
  });

  it('refuses an impossible calendar date', () => {
    expect(documentListQuerySchema.safeParse({ DocDateFrom: '2026-02-29' }).success).toBe(false);
    expect(documentListQuerySchema.safeParse({ DocDateFrom: '2028-02-29' }).success).toBe(true);
  });
});
