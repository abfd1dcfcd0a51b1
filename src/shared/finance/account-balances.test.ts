import { describe, expect, it } from 'vitest';
import { rolledUpBalances } from './account-balances';

describe("the chart of accounts' balances", () => {
  it('adds each postable account’s balance to every title account above it', () => {
    const parents = new Map<string, string | null>([
      ['1', null],
      ['1000', '1'],
      ['1200', '1000'],
      ['1300', '1000'],
      ['4', null],
      ['4100', '4'],
    ]);
    const own = new Map([
      ['1200', '1180.50'],
      ['1300', '-80.25'],
      ['4100', '-1000'],
    ]);
    expect(Object.fromEntries(rolledUpBalances(parents, own))).toEqual({
      '1200': '1180.5',
      '1300': '-80.25',
      '1000': '1100.25',
      '1': '1100.25',
      '4100': '-1000',
      '4': '-1000',
    });
  });

  it('stops at an account that names itself as an ancestor', () => {
    const parents = new Map<string, string | null>([
      ['A', 'B'],
      ['B', 'A'],
    ]);
    expect(Object.fromEntries(rolledUpBalances(parents, new Map([['A', '5']])))).toEqual({ A: '5', B: '5' });
  });
});
