import { createMongoAbility, subject } from '@casl/ability';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../shared/access/app-ability';
import { documents } from '../db/schema/documents';
import { AccessQueryError, accessibleWhere } from './sql-conditions';

const dialect = new PgDialect();
const columns = { SlpCode: documents.SlpCode, DocStatus: documents.DocStatus, CardCode: documents.CardCode };

function where(rules: Parameters<typeof buildAbility>[0]) {
  return dialect.sqlToQuery(accessibleWhere(buildAbility(rules), 'read', 'SalesOrder', columns));
}

describe('accessibleWhere', () => {
  it('turns a rule with conditions into the same filter in SQL', () => {
    const query = where([
      { action: 'read', subject: 'SalesOrder', conditions: { SlpCode: 3, DocStatus: { $in: ['O', 'C'] } } },
    ]);
    expect(query.sql).toBe('("documents"."slp_code" = $1 and "documents"."doc_status" in ($2, $3))');
    expect(query.params).toEqual([3, 'O', 'C']);
  });

  it('allows every row for a rule without conditions', () => {
    expect(where([{ action: 'manage', subject: 'all' }]).sql).toBe('true');
  });

  it('keeps rows with NULL where JavaScript would: $ne and $nin', () => {
    expect(
      where([{ action: 'read', subject: 'SalesOrder', conditions: { CardCode: { $ne: 'C00001' } } }]).sql,
    ).toBe('"documents"."card_code" is distinct from $1');
    expect(
      where([{ action: 'read', subject: 'SalesOrder', conditions: { CardCode: { $nin: ['C1'] } } }]).sql,
    ).toBe('("documents"."card_code" is null or "documents"."card_code" not in ($1))');
  });

  it('subtracts inverted rules', () => {
    const query = where([
      { action: 'read', subject: 'SalesOrder' },
      { action: 'read', subject: 'SalesOrder', conditions: { DocStatus: 'C' }, inverted: true },
    ]);
    expect(query.sql).toBe('not "documents"."doc_status" = $1');
  });

  it('refuses with 403 when no rule allows the action, instead of an unfiltered query', () => {
    expect(() => where([{ action: 'read', subject: 'Item' }])).toThrow(/You may not read SalesOrder records/);
  });

  it('fails closed on a field or an operator it cannot translate', () => {
    expect(() => where([{ action: 'read', subject: 'SalesOrder', conditions: { Comments: 'x' } }])).toThrow(
      AccessQueryError,
    );
    expect(() =>
      where([{ action: 'read', subject: 'SalesOrder', conditions: { CardCode: { $regex: '^C' } } }]),
    ).toThrow(/the operator "regex" has no SQL form/);
  });

  it('agrees with the ability on a record, NULL included', () => {
    const ability = createMongoAbility([
      { action: 'read', subject: 'SalesOrder', conditions: { CardCode: { $ne: 'C1' } } },
    ]);
    expect(ability.can('read', subject('SalesOrder', { CardCode: null }))).toBe(true);
  });
});
