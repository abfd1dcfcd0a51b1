import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart-geometry';

const points = [
  { month: '2026-01', stock: '10.000000', sales: '0.000000' },
  { month: '2026-02', stock: '5.000000', sales: '5.000000' },
];

describe('the stock and sales chart', () => {
  it('draws the largest figure at the top and zero on the baseline', () => {
    const chart = chartGeometry(points, false, 200, 100);
    const [first, second] = chart.stockPoints.split(' ').map((point) => point.split(',').map(Number));
    expect(first?.[1]).toBe(10);
    expect(second?.[1]).toBeCloseTo((chart.baseline + 10) / 2);
    expect(chart.bars[0]?.height).toBe(0);
  });

  it('runs the months from the right in a right-to-left page', () => {
    const ltr = chartGeometry(points, false, 200, 100);
    const rtl = chartGeometry(points, true, 200, 100);
    expect(rtl.labels[0]?.x).toBe(200 - (ltr.labels[0]?.x ?? 0));
    expect((rtl.labels[0]?.x ?? 0) > (rtl.labels[1]?.x ?? 0)).toBe(true);
  });
});
