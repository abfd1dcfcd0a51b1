import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { deliveredQuantities, outcomeOf } from './stop-delivery';

const lines = [
  { LineNum: 0, Quantity: '10' },
  { LineNum: 1, Quantity: '5' },
];

describe("a stop's proof of delivery", () => {
  it('takes the lines left out as delivered in full', () => {
    const delivered = deliveredQuantities(lines, [{ LineNum: 0, DeliveredQty: '7.5' }]);
    expect([...delivered].map(([line, qty]) => [line, qty.toString()])).toEqual([
      [0, '7.5'],
      [1, '5'],
    ]);
    expect(outcomeOf(lines, delivered)).toBe('partial');
  });

  it('calls a stop with nothing handed over refused, and one with everything delivered', () => {
    const none = deliveredQuantities(lines, [
      { LineNum: 0, DeliveredQty: '0' },
      { LineNum: 1, DeliveredQty: '0' },
    ]);
    expect(outcomeOf(lines, none)).toBe('refused');
    expect(outcomeOf(lines, deliveredQuantities(lines, []))).toBe('delivered');
  });

  it('refuses a line the stop lacks, a line named twice and more than the line holds, by field', () => {
    try {
      deliveredQuantities(lines, [
        { LineNum: 4, DeliveredQty: '1' },
        { LineNum: 1, DeliveredQty: '6' },
        { LineNum: 1, DeliveredQty: '1' },
      ]);
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.statusCode).toBe(400);
      expect(Object.keys(error.fields ?? {})).toEqual([
        'Lines.0.LineNum',
        'Lines.1.DeliveredQty',
        'Lines.2.LineNum',
      ]);
    }
  });
});
