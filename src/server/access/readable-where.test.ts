import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../shared/access/app-ability';
import { documentConditionColumns } from './document-rule-columns';
import { readableWhere } from './readable-where';

const dialect = new PgDialect();
const leftOut = 'a figure was left out: its read rules have no SQL form';

function recordingLog(): { log: FastifyBaseLogger; warnings: unknown[]; messages: unknown[] } {
  const warnings: unknown[] = [];
  const messages: unknown[] = [];
  const log = pino({ level: 'silent' });
  log.warn = (...args: unknown[]) => {
    warnings.push(args[0]);
    messages.push(args[1]);
  };
  return { log, warnings, messages };
}

describe('readableWhere', () => {
  it("filters by the rule's conditions when the user may read some of a subject", () => {
    const { log } = recordingLog();
    const ability = buildAbility([{ action: 'read', subject: 'SalesOrder', conditions: { SlpCode: 1 } }]);
    const access = readableWhere(ability, 'SalesOrder', documentConditionColumns, log, leftOut);
    if (!access) throw new Error('expected a filter');
    expect(dialect.sqlToQuery(access).sql).toBe('"documents"."slp_code" = $1');
  });

  it('leaves a subject out, rather than refusing, when the user may read none of it', () => {
    const { log, warnings } = recordingLog();
    const ability = buildAbility([{ action: 'read', subject: 'Delivery' }]);
    expect(readableWhere(ability, 'SalesOrder', documentConditionColumns, log, leftOut)).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('leaves a subject out, and says so in the log, when its rules cannot become SQL', () => {
    const { log, warnings, messages } = recordingLog();
    const ability = buildAbility([{ action: 'read', subject: 'SalesOrder', conditions: { Password: 'x' } }]);
    expect(readableWhere(ability, 'SalesOrder', documentConditionColumns, log, leftOut)).toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ subject: 'SalesOrder' })]);
    expect(messages).toEqual([leftOut]);
  });
});
