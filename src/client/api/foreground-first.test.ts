import { afterEach, describe, expect, it, vi } from 'vitest';
import { foregroundSettled, holdBackground, releaseBackground } from './foreground-first';

describe('background work while the foreground loads', () => {
  afterEach(() => {
    releaseBackground();
    vi.useRealTimers();
  });

  it('is settled when nothing is held', () => {
    expect(foregroundSettled.value).toBe(true);
  });

  it('holds until released, and stays released', () => {
    holdBackground(10_000);
    expect(foregroundSettled.value).toBe(false);
    releaseBackground();
    expect(foregroundSettled.value).toBe(true);
    releaseBackground();
    expect(foregroundSettled.value).toBe(true);
  });

  it('lets the work go after the hold limit even if nobody releases it', () => {
    vi.useFakeTimers();
    holdBackground(1500);
    vi.advanceTimersByTime(1499);
    expect(foregroundSettled.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(foregroundSettled.value).toBe(true);
  });
});
