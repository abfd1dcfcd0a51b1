import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../shared/money/decimal';
import { splitBatchesOverBins } from './count-places';

const bin = (abs: number, qty: string) => ({ abs, code: `B${abs}`, qty: Decimal.of(qty) });
const batch = (name: string, qty: string) => ({ name, qty: Decimal.of(qty) });
const shares = (pairs: ReturnType<typeof splitBatchesOverBins>) =>
  pairs.map((pair) => [pair.bin.abs, pair.batch, pair.qty.toString()]);

describe('batches spread over bins', () => {
  it('fills each bin in turn with the batches in order', () => {
    expect(
      shares(splitBatchesOverBins([bin(1, '7'), bin(2, '3')], [batch('L1', '6'), batch('L2', '4')])),
    ).toEqual([
      [1, 'L1', '6'],
      [1, 'L2', '1'],
      [2, 'L2', '3'],
    ]);
  });

  it('puts what the bins do not hold into the last bin, and nothing without bins', () => {
    expect(shares(splitBatchesOverBins([bin(1, '2')], [batch('L1', '1.5'), batch('L2', '3')]))).toEqual([
      [1, 'L1', '1.5'],
      [1, 'L2', '3'],
    ]);
    expect(splitBatchesOverBins([], [batch('L1', '1')])).toEqual([]);
  });
});
