import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { alertKinds, subjectOfKind } from '../../../../shared/alerts/alert-kinds';
import type { CommittedChange } from '../../../events/committed-change';
import { conditionOf, conditionRegistry } from './condition-registry';

const dialect = new PgDialect();
const nothing: CommittedChange = { itemCodes: [], documents: [], cardCodes: [] };

describe('the condition registry', () => {
  it('holds one condition per alert kind, raising about the subject the kind names', () => {
    expect(Object.keys(conditionRegistry).sort()).toEqual([...alertKinds].sort());
    for (const kind of alertKinds) {
      expect(conditionOf(kind).kind).toBe(kind);
      expect(conditionOf(kind).subject).toBe(subjectOfKind[kind]);
    }
  });

  it('looks at nothing after a change that touched nothing', () => {
    for (const kind of alertKinds) expect(conditionOf(kind).occurrencesFor(nothing)).toBeUndefined();
  });

  it('evaluates only the kinds a change can affect', () => {
    const affected = (change: CommittedChange) =>
      alertKinds.filter((kind) => conditionOf(kind).occurrencesFor(change) !== undefined);
    expect(affected({ ...nothing, itemCodes: ['A1'] })).toEqual(['stock-below-minimum']);
    expect(affected({ ...nothing, documents: [{ ObjType: '17', DocEntry: 4 }] })).toEqual([
      'document-pending-approval',
    ]);
    expect(affected({ ...nothing, cardCodes: ['C1'] })).toEqual(['credit-line-exceeded']);
    expect(affected({ ...nothing, gateScanIds: ['5f0c6c56-8f1e-4d3b-9a43-0c8e1d3f6a10'] })).toEqual([
      'gate-duplicate-scan',
      'gate-unknown-pass',
      'gate-wrong-gate',
    ]);
    expect(affected({ ...nothing, gateBackupPeriods: [3] })).toEqual(['gate-backup-period']);
  });

  it('limits the query to what the change touched, as bound values, not spliced text', () => {
    const change: CommittedChange = {
      itemCodes: ["A1'; drop table items; --", 'B2'],
      documents: [{ ObjType: '17', DocEntry: 4 }],
      cardCodes: ['C1'],
      gateScanIds: ["x'; drop table gate_scans; --"],
      gateBackupPeriods: [3],
    };
    for (const kind of alertKinds) {
      const query = conditionOf(kind).occurrencesFor(change);
      if (!query) throw new Error(`${kind} ignored a change that touched its subjects`);
      const { sql, params } = dialect.sqlToQuery(query);
      expect(sql).not.toContain('drop table');
      expect(sql).toContain('from candidate a');
      expect(params.length).toBeGreaterThan(0);
    }
    const stock = conditionOf('stock-below-minimum').occurrencesFor(change);
    expect(stock && dialect.sqlToQuery(stock).params).toEqual([change.itemCodes]);
  });

  it('looks at every subject in a periodic evaluation, which has no change', () => {
    for (const kind of alertKinds) {
      const query = conditionOf(kind).occurrencesFor(undefined);
      expect(query).toBeDefined();
      if (query) expect(dialect.sqlToQuery(query).params).toEqual([]);
    }
  });
});
