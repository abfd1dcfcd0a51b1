import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterForeground, foregroundSettled, holdBackground, releaseBackground } from './foreground-first';

describe('background work while the foreground loads', () => {
  afterEach(() => {
    releaseBackground();
    vi.useRealTimers();
  });

  it('runs at once when nothing is held', () => {
    const run = vi.fn();
    afterForeground(run);
    expect(run).toHaveBeenCalledOnce();
    expect(foregroundSettled.value).toBe(true);
  });

  it('waits while held and runs once released, in the order asked', () => {
    const order: string[] = [];
    holdBackground(10_000);
    expect(foregroundSettled.value).toBe(false);
    afterForeground(() => order.push('reference data'));
    afterForeground(() => order.push('notifications'));
    expect(order).toEqual([]);
    releaseBackground();
    expect(order).toEqual(['reference data', 'notifications']);
    releaseBackground();
    expect(order).toHaveLength(2);
  });

  it('lets the work go after the hold limit even if nobody releases it', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    holdBackground(1500);
    afterForeground(run);
    vi.advanceTimersByTime(1499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(foregroundSettled.value).toBe(true);
  });
});
