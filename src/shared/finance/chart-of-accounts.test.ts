import { describe, expect, it } from 'vitest';
import { type ChartAccount, chartChangeProblems, descendantsOf, levelUnder } from './chart-of-accounts';

const account = (AcctCode: string, FatherNum: string | null, Postable: 'Y' | 'N' = 'Y'): ChartAccount => ({
  AcctCode,
  AcctName: `Account ${AcctCode}`,
  FatherNum,
  Postable,
});

const chart: ChartAccount[] = [
  account('2', null, 'N'),
  account('1', null, 'N'),
  account('11', '1', 'N'),
  account('1110', '11', 'Y'),
  account('1100', '11', 'Y'),
  account('1200', '1', 'Y'),
  account('2100', '2', 'Y'),
];

describe('chart rules', () => {
  it('finds every account below one and the level of each', () => {
    expect([...descendantsOf(chart, '1')].sort()).toEqual(['11', '1100', '1110', '1200']);
    expect(levelUnder(chart, '1110')).toBe(3);
    expect(levelUnder(chart, '2')).toBe(1);
  });

  it('allows moving an account under another title', () => {
    expect(chartChangeProblems(chart, { code: '1200', father: '11', postable: 'Y' })).toEqual({});
  });

  it('refuses moving an account under itself or one of its own sub-accounts', () => {
    expect(chartChangeProblems(chart, { code: '1', father: '11', postable: 'N' })).toHaveProperty([
      'FatherNum',
    ]);
    expect(chartChangeProblems(chart, { code: '11', father: '11', postable: 'N' })).toHaveProperty([
      'FatherNum',
    ]);
  });

  it('refuses a postable parent, a postable top-level account and making a title with children postable', () => {
    expect(chartChangeProblems(chart, { code: '2100', father: '1200', postable: 'Y' })).toHaveProperty([
      'FatherNum',
    ]);
    expect(chartChangeProblems(chart, { code: '2100', father: null, postable: 'Y' })).toHaveProperty([
      'FatherNum',
    ]);
    expect(chartChangeProblems(chart, { code: '11', father: '1', postable: 'Y' })).toHaveProperty([
      'Postable',
    ]);
  });

  it('refuses a move that would put accounts below level ten', () => {
    const deep = Array.from({ length: 9 }, (_, index) =>
      account(`D${index + 1}`, index === 0 ? null : `D${index}`, 'N'),
    );
    const withBranch = [...deep, account('B', null, 'N'), account('B1', 'B', 'Y')];
    expect(chartChangeProblems(withBranch, { code: 'B1', father: 'D9', postable: 'Y' })).toEqual({});
    expect(chartChangeProblems(withBranch, { code: 'B', father: 'D9', postable: 'N' })).toHaveProperty([
      'FatherNum',
    ]);
  });
});
