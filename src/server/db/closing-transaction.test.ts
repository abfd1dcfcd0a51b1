import { describe, expect, it } from 'vitest';
import { callText } from './closing-transaction';

describe('a closing statement written with its values', () => {
  it('writes numbers, null and quoted texts, each cast', () => {
    expect(
      callText('number_document', [
        [17, 'int'],
        [null, 'jsonb'],
        ["O'Brien \\ co", 'text'],
      ]),
    ).toBe("select number_document(17::int, null::jsonb,  E'O''Brien \\\\ co'::text) as result");
  });

  it('refuses what cannot be written safely', () => {
    expect(() => callText('drop table x; --', [])).toThrow('is not a function name');
    expect(() => callText('f', [['a\0b', 'text']])).toThrow('NUL');
    expect(() => callText('f', [[Number.NaN, 'int']])).toThrow('cannot be written');
  });
});
