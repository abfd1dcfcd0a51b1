import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../../shared/access/app-ability';
import { ruleRows } from './rule-rows';

describe('ruleRows', () => {
  it('lists every rule in order, with lists for single and several actions and subjects', () => {
    const rows = ruleRows(
      buildAbility([
        { action: 'read', subject: 'Item' },
        { action: ['read', 'update'], subject: ['SalesOrder', 'Delivery'] },
      ]),
    );
    expect(rows).toEqual([
      {
        actions: ['read'],
        subjects: ['Item'],
        conditions: null,
        fields: null,
        inverted: false,
        reason: null,
      },
      {
        actions: ['read', 'update'],
        subjects: ['SalesOrder', 'Delivery'],
        conditions: null,
        fields: null,
        inverted: false,
        reason: null,
      },
    ]);
  });

  it('writes conditions as JSON and keeps fields, inversion and reason', () => {
    const [row] = ruleRows(
      buildAbility([
        {
          action: 'read',
          subject: 'Item',
          conditions: { WhsCode: { $in: ['WH01', 'WH02'] } },
          fields: ['AvgPrice'],
          inverted: true,
          reason: 'Cost prices are for purchasing.',
        },
      ]),
    );
    expect(row).toEqual({
      actions: ['read'],
      subjects: ['Item'],
      conditions: '{"WhsCode":{"$in":["WH01","WH02"]}}',
      fields: ['AvgPrice'],
      inverted: true,
      reason: 'Cost prices are for purchasing.',
    });
  });

  it('treats empty conditions as none', () => {
    expect(
      ruleRows(buildAbility([{ action: 'read', subject: 'Item', conditions: {} }]))[0]?.conditions,
    ).toBeNull();
  });
});
