import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import { compareFefo, fefoPairs } from './fefo-order';

const pair = (
  batchAbs: number,
  binAbs: number,
  qty: string,
  expDate: string | null,
  inDate = '2026-01-01',
) => ({
  batchAbs,
  binAbs,
  qty,
  expDate,
  inDate,
});

describe('FEFO order', () => {
  it('orders batches by expiry (none last), then receipt date, then entry', () => {
    const batches = [
      { expDate: null, inDate: '2025-01-01', batchAbs: 1 },
      { expDate: '2027-01-01', inDate: '2026-03-01', batchAbs: 2 },
      { expDate: '2027-01-01', inDate: '2026-02-01', batchAbs: 5 },
      { expDate: '2027-01-01', inDate: '2026-02-01', batchAbs: 3 },
    ];
    expect([...batches].sort(compareFefo).map((batch) => batch.batchAbs)).toEqual([3, 5, 2, 1]);
  });

  it('takes each batch from its bins, the default bin first, until the need is met', () => {
    const pairs = [
      pair(7, 30, '5', '2027-06-01'),
      pair(8, 31, '2', '2027-02-01'),
      pair(8, 20, '2', '2027-02-01'),
    ];
    const taken = fefoPairs(pairs, Decimal.of('6'), 31);
    expect(taken.map(({ pair: p, qty }) => [p.batchAbs, p.binAbs, qty.toString()])).toEqual([
      [8, 31, '2'],
      [8, 20, '2'],
      [7, 30, '2'],
    ]);
  });

  it('answers less than the need when the pairs hold less', () => {
    const taken = fefoPairs([pair(1, 1, '2', null)], Decimal.of('5'), null);
    expect(taken.map(({ qty }) => qty.toString())).toEqual(['2']);
  });
});
