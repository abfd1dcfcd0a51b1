import { describe, expect, it } from 'vitest';
import { levelsBySubject, narrowByOwnership } from './data-ownership-rules';

describe('narrowByOwnership', () => {
  const levels = levelsBySubject([
    { objectType: '17', level: 'own' },
    { objectType: '13', level: 'branch' },
    { objectType: '23', level: 'all' },
  ]);

  it('adds the level condition to the restricted document types and keeps the other subjects whole', () => {
    expect(
      narrowByOwnership(
        [{ action: 'read', subject: ['SalesOrder', 'ARInvoice', 'SalesQuotation', 'Item'] }],
        levels,
      ),
    ).toEqual([
      { action: 'read', subject: ['SalesQuotation', 'Item'] },
      { action: 'read', subject: 'SalesOrder', conditions: { SlpCode: '${user.SlpCode}' } },
      { action: 'read', subject: 'ARInvoice', conditions: { BPLId: '${user.BPLId}' } },
    ]);
  });

  it('keeps the rule’s own conditions, joining them with $and when they name the same field', () => {
    expect(
      narrowByOwnership(
        [
          { action: 'read', subject: 'SalesOrder', conditions: { DocStatus: 'O' } },
          { action: 'update', subject: 'SalesOrder', conditions: { SlpCode: 3 } },
        ],
        levels,
      ),
    ).toEqual([
      { action: 'read', subject: 'SalesOrder', conditions: { DocStatus: 'O', SlpCode: '${user.SlpCode}' } },
      {
        action: 'update',
        subject: 'SalesOrder',
        conditions: { $and: [{ SlpCode: 3 }, { SlpCode: '${user.SlpCode}' }] },
      },
    ]);
  });

  it('leaves inverted rules and rules on everything as they are', () => {
    const rules = [
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'SalesOrder', fields: ['GrssProfit'], inverted: true },
    ];
    expect(narrowByOwnership(rules, levels)).toEqual(rules);
  });
});
