import { describe, expect, it } from 'vitest';
import { rulesForUser } from './user-rules';

const salesUser = { id: 7, SlpCode: 3, BPLId: 1, warehouses: ['WH01', 'WH02'] };

describe('rulesForUser', () => {
  it("puts the user's own values into the rules' conditions", () => {
    const rules = rulesForUser(
      [
        {
          action: 'read',
          subject: 'Document',
          conditions: { SlpCode: '${user.SlpCode}', ObjType: { $in: ['17', '13'] } },
        },
        {
          action: 'manage',
          subject: 'StockTransfer',
          conditions: { WhsCode: { $in: '${user.warehouses}' } },
        },
        { action: 'read', subject: 'Item' },
      ],
      salesUser,
    );
    expect(rules).toEqual([
      { action: 'read', subject: 'Document', conditions: { SlpCode: 3, ObjType: { $in: ['17', '13'] } } },
      { action: 'manage', subject: 'StockTransfer', conditions: { WhsCode: { $in: ['WH01', 'WH02'] } } },
      { action: 'read', subject: 'Item' },
    ]);
  });

  it('leaves text that only looks like a placeholder alone, and refuses an unknown one', () => {
    expect(
      rulesForUser(
        [{ action: 'read', subject: 'Note', conditions: { text: 'costs ${user.SlpCode} each' } }],
        salesUser,
      )[0]?.conditions,
    ).toEqual({
      text: 'costs ${user.SlpCode} each',
    });
    expect(() =>
      rulesForUser(
        [{ action: 'read', subject: 'Note', conditions: { owner: '${user.password}' } }],
        salesUser,
      ),
    ).toThrow(/user\.password/);
  });
});
