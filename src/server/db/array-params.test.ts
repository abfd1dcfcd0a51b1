import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { expectRowCount, isAnyText, RowCountMismatch, textArray } from './array-params';

const dialect = new PgDialect();

describe('array parameters', () => {
  it('sends a list of any length as one parameter', () => {
    const codes = Array.from({ length: 10_000 }, (_, index) => `I${index}`);
    const query = dialect.sqlToQuery(
      sql`select * from unnest(${textArray(codes)}) where ${isAnyText(sql`code`, codes)}`,
    );
    expect(query.sql).toBe('select * from unnest($1::text[]) where code = any($2::text[])');
    expect(query.params).toEqual([codes, codes]);
  });

  it('refuses a row count other than the one a check relies on', () => {
    expect(() => expectRowCount('stock rows locked', 3, 3)).not.toThrow();
    expect(() => expectRowCount('stock rows locked', 1_200, 0)).toThrow(RowCountMismatch);
    expect(() => expectRowCount('ledger rows written', 2, null)).toThrow(
      'ledger rows written: expected 2 rows, the database answered -1',
    );
  });
});
