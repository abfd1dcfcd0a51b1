import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/money/decimal';
import { moved, priceOf, recordedCost } from './stock-valuation';

const d = Decimal.of;
const avgAfter = (steps: [string, string][], start = { qty: d('0'), avg: d('0') }) =>
  steps.reduce((state, [qty, price]) => moved(state, d(qty), d(price)), start);

describe('moving average cost', () => {
  it('takes a first receipt at its cost, then weighs the next by quantity', () => {
    expect(avgAfter([['10', '5']]).avg.toString()).toBe('5');
    expect(
      avgAfter([
        ['10', '5'],
        ['10', '8'],
      ]).avg.toString(),
    ).toBe('6.5');
    expect(
      avgAfter([
        ['10', '5'],
        ['5', '8'],
      ]).avg.toString(),
    ).toBe('6');
  });

  it('keeps the average when stock leaves at it and when nothing is left', () => {
    const state = avgAfter([
      ['10', '5'],
      ['10', '8'],
      ['-4', '6.5'],
    ]);
    expect(state.qty.toString()).toBe('16');
    expect(state.avg.toString()).toBe('6.5');
    expect(moved(state, d('-16'), d('6.5')).avg.toString()).toBe('6.5');
  });

  it('gives back the first cost when a receipt at another cost is undone', () => {
    const state = avgAfter([
      ['10', '5'],
      ['10', '8'],
      ['-10', '8'],
    ]);
    expect(state.avg.toString()).toBe('5');
  });

  it('rounds to six places', () => {
    expect(
      avgAfter([
        ['3', '1'],
        ['0', '0'],
        ['3', '2'],
      ]).avg.toString(),
    ).toBe('1.5');
    expect(
      avgAfter([
        ['1', '1'],
        ['2', '2'],
      ]).avg.toFixed(6),
    ).toBe('1.666667');
  });

  it('prices a movement that undoes another at its recorded cost, a receipt at its cost, an issue at the average', () => {
    expect(priceOf({ qty: d('-3'), recorded: d('8') }, d('6.5')).toString()).toBe('8');
    expect(priceOf({ qty: d('3'), cost: d('4') }, d('6.5')).toString()).toBe('4');
    expect(priceOf({ qty: d('3') }, d('6.5')).toString()).toBe('6.5');
    expect(priceOf({ qty: d('-3'), cost: d('4') }, d('6.5')).toString()).toBe('6.5');
    expect(recordedCost(d('-4'), d('-26'))?.toString()).toBe('6.5');
    expect(recordedCost(d('0'), d('0'))).toBeUndefined();
  });
});
