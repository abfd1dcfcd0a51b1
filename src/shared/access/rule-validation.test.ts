import { describe, expect, it } from 'vitest';
import { conditionsError } from './rule-validation';

describe('conditionsError', () => {
  it('accepts the document-query operators the specification names', () => {
    for (const conditions of [
      { SlpCode: 3 },
      { $and: [{ DocStatus: 'O' }], $or: [{ SlpCode: 1 }, { SlpCode: 2 }], $nor: [{ CANCELED: 'Y' }] },
      { ObjType: { $in: ['17', '13'] }, DocTotal: { $gt: 100 } },
      { CardName: { $regex: '^Al ' } },
      { tags: { $size: 2 }, NumAtCard: { $exists: true }, DocNum: { $mod: [2, 0] } },
      { CardName: { $not: { $regex: 'Test' } } },
      { DocumentLines: { $elemMatch: { WhsCode: 'WH01' } } },
    ]) {
      expect(conditionsError(conditions), JSON.stringify(conditions)).toBeUndefined();
    }
  });

  it('refuses each malformed condition with its reason', () => {
    expect(conditionsError({ ObjType: { $in: '17' } })).toBe('"in" expects value to be an array');
    expect(conditionsError({ $or: [] })).toBe('"or" expects to have at least one element in array');
    expect(conditionsError({ $and: [] })).toBe('"and" expects to have at least one element in array');
    expect(conditionsError({ $nor: [] })).toBe('"nor" expects to have at least one element in array');
    expect(conditionsError({ tags: { $size: 'two' } })).toBe('"size" expects value to be a "number"');
    expect(conditionsError({ NumAtCard: { $exists: 'yes' } })).toBe(
      '"exists" expects value to be a "boolean"',
    );
    expect(conditionsError({ DocNum: { $mod: [2] } })).toBe('"mod" expects an array with 2 numeric elements');
    expect(conditionsError({ DocTotal: { $gt: [1] } })).toBe(
      '"gt" expects value to be comparable (i.e., string, number or date)',
    );
    expect(conditionsError({ CardName: { $regex: 5 } })).toBe(
      '"regex" expects value to be a regular expression or a string that represents regular expression',
    );
    expect(conditionsError({ CardName: { $not: 5 } })).toBe(
      '"not" expects to receive either regular expression or object of field operators',
    );
    expect(conditionsError({ DocumentLines: { $elemMatch: 5 } })).toBe(
      '"elemMatch" expects to receive an object with nested query or field level operators',
    );
    expect(conditionsError({ DocTotal: { $between: [1, 2] } })).toMatch(/^Unsupported operator "\$between"/);
    expect(conditionsError({ $where: 'this.DocTotal > 0' })).toBe('Unsupported operator "$where"');
    expect(conditionsError({ DocStatus: { $eq: 'O', $like: 'O%' } })).toBe('Unsupported operator "$like"');
    expect(conditionsError(['not', 'an', 'object'])).toBe(
      'Conditions must be an object of fields and operators.',
    );
  });
});
