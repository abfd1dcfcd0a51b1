import { describe, expect, it } from 'vitest';
import { conditionsProblem, draftOf, draftProblems, moveDraft, ruleOf, serverProblems } from './rule-drafts';

describe('rule drafts', () => {
  it('turns a rule into editable texts and back', () => {
    const rule = {
      action: ['read', 'update'],
      subject: 'BusinessPartner',
      conditions: { CardType: 'C' },
      fields: ['CardCode', 'CardName'],
      inverted: true,
      reason: 'Customers only',
    };
    const draft = draftOf(rule);
    expect(draft).toMatchObject({
      actions: 'read, update',
      conditions: '{"CardType":"C"}',
      fields: 'CardCode, CardName',
    });
    expect(ruleOf(draft)).toEqual(rule);
    expect(ruleOf({ ...draft, fields: ' ', reason: '', inverted: false, conditions: '' })).toEqual({
      action: ['read', 'update'],
      subject: 'BusinessPartner',
    });
  });

  it("shows the condition parser's own message, one per field", () => {
    expect(conditionsProblem('{"CardType":{"$in":"C"}}')).toEqual({
      text: '"in" expects value to be an array',
    });
    expect(conditionsProblem('{"DocTotal":{"$between":[1,2]}}')).toEqual({
      text: 'Unsupported operator "$between"',
    });
    expect(conditionsProblem('{CardType')).toEqual({ key: 'authorization.rules.notJson' });
    expect(conditionsProblem('')).toBeUndefined();
    const problems = draftProblems({ ...draftOf({ action: 'read', subject: 'Item' }), subjects: ' ' });
    expect(problems).toEqual({ subjects: { key: 'authorization.rules.required' } });
  });

  it('moves a row within bounds only', () => {
    const rows = [draftOf({ action: 'a', subject: 'A' }), draftOf({ action: 'b', subject: 'B' })];
    expect(moveDraft(rows, 1, -1).map((row) => row.actions)).toEqual(['b', 'a']);
    expect(moveDraft(rows, 0, -1).map((row) => row.actions)).toEqual(['a', 'b']);
  });

  it("places the server's field errors on their row and field", () => {
    const problems = serverProblems({
      'rules.1.conditions': ['"or" expects to have at least one element in array'],
    });
    expect(problems.get(1)).toEqual({
      conditions: { text: '"or" expects to have at least one element in array' },
    });
  });
});
