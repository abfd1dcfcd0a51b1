import type { DashboardPoint } from '../../../shared/api/inventory-reports';

export interface ChartGeometry {
  width: number;
  height: number;
  /** The stock line's points, "x,y x,y". */
  stockPoints: string;
  bars: { x: number; y: number; width: number; height: number; month: string }[];
  labels: { x: number; month: string }[];
  baseline: number;
}

const padding = { top: 10, bottom: 24, side: 8 };

/**
 * Where the stock and sales chart draws each month: one slot per month, sales as a bar, stock as
 * a point of a line, both on one scale from zero to the largest figure (negative stock drawn at
 * zero). Right to left, the months run from the right, as the page does.
 */
export function chartGeometry(
  points: readonly DashboardPoint[],
  rtl: boolean,
  width = 480,
  height = 180,
): ChartGeometry {
  const values = points.flatMap((point) => [Number(point.stock), Number(point.sales)]);
  const top = Math.max(1, ...values.filter(Number.isFinite));
  const slot = (width - 2 * padding.side) / Math.max(1, points.length);
  const baseline = height - padding.bottom;
  const yOf = (value: number) => baseline - (Math.max(0, value) / top) * (baseline - padding.top);
  const centreOf = (index: number) => {
    const left = padding.side + slot * index + slot / 2;
    return rtl ? width - left : left;
  };
  return {
    width,
    height,
    baseline,
    stockPoints: points.map((point, index) => `${centreOf(index)},${yOf(Number(point.stock))}`).join(' '),
    bars: points.map((point, index) => {
      const y = yOf(Number(point.sales));
      return { x: centreOf(index) - slot / 4, y, width: slot / 2, height: baseline - y, month: point.month };
    }),
    labels: points.map((point, index) => ({ x: centreOf(index), month: point.month })),
  };
}
