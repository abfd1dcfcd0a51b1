import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../../shared/access/app-ability';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { readableWhere } from './dashboard-access';

const dialect = new PgDialect();

function recordingLog(): { log: FastifyBaseLogger; warnings: unknown[] } {
  const warnings: unknown[] = [];
  const log = pino({ level: 'silent' });
  log.warn = (...args: unknown[]) => void warnings.push(args[0]);
  return { log, warnings };
}

describe('readableWhere', () => {
  it("filters by the rule's conditions when the user may read some of a subject", () => {
    const { log } = recordingLog();
    const ability = buildAbility([{ action: 'read', subject: 'SalesOrder', conditions: { SlpCode: 1 } }]);
    const access = readableWhere(ability, 'SalesOrder', documentConditionColumns, log);
    if (!access) throw new Error('expected a filter');
    expect(dialect.sqlToQuery(access).sql).toBe('"documents"."slp_code" = $1');
  });

  it('leaves a subject out, rather than refusing, when the user may read none of it', () => {
    const { log, warnings } = recordingLog();
    const ability = buildAbility([{ action: 'read', subject: 'Delivery' }]);
    expect(readableWhere(ability, 'SalesOrder', documentConditionColumns, log)).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('leaves a subject out, and says so in the log, when its rules cannot become SQL', () => {
    const { log, warnings } = recordingLog();
    const ability = buildAbility([{ action: 'read', subject: 'SalesOrder', conditions: { Password: 'x' } }]);
    expect(readableWhere(ability, 'SalesOrder', documentConditionColumns, log)).toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ subject: 'SalesOrder' })]);
  });
});
