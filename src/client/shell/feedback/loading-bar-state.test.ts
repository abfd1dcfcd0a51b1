import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBar,
  type LoadingBarState,
  loadingBarCap,
  loadingBarHideDelayMs,
  loadingBarStep,
  loadingBarTickMs,
} from './loading-bar-state';

function machine(randoms: number[] = [0]) {
  const changes: LoadingBarState[] = [];
  let next = 0;
  const bar = createLoadingBar({
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle),
    // Cycles through the given values so a test can script every step.
    random: () => randoms[next++ % randoms.length] ?? 0,
    onChange: (state) => changes.push(state),
  });
  return { bar, changes };
}

describe('the top loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden before any loading event', () => {
    const { bar, changes } = machine();
    expect(bar.getState()).toEqual({ visible: false, percent: 0 });
    expect(changes).toEqual([]);
  });

  it('appears at 10 percent on a loading event', () => {
    const { bar, changes } = machine();
    bar.start();
    expect(bar.getState()).toEqual({ visible: true, percent: 10 });
    expect(changes).toEqual([{ visible: true, percent: 10 }]);
  });

  it('rises by 5 when the random source gives 0 and by 15 when it gives just under 1', () => {
    const { bar } = machine([0, 0.999_999]);
    bar.start();
    vi.advanceTimersByTime(loadingBarTickMs - 1);
    expect(bar.getState().percent).toBe(10);
    vi.advanceTimersByTime(1);
    expect(bar.getState().percent).toBe(15);
    vi.advanceTimersByTime(loadingBarTickMs);
    expect(bar.getState().percent).toBe(30);
  });

  it('draws every step between 5 and 15 as a whole number', () => {
    expect(loadingBarStep(0)).toBe(5);
    expect(loadingBarStep(0.5)).toBe(10);
    expect(loadingBarStep(0.999_999_9)).toBe(15);
    const steps = Array.from({ length: 1000 }, (_, index) => loadingBarStep(index / 1000));
    expect(new Set(steps)).toEqual(new Set([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]));
  });

  it('never goes above 82 while loading continues, however long it takes', () => {
    const { bar, changes } = machine([0.999_999]);
    bar.start();
    vi.advanceTimersByTime(loadingBarTickMs * 50);
    expect(bar.getState()).toEqual({ visible: true, percent: loadingBarCap });
    expect(Math.max(...changes.map((change) => change.percent))).toBe(82);
    expect(changes.map((change) => change.percent)).toEqual([10, 25, 40, 55, 70, 82]);
  });

  it('jumps to 100 when loading completes and hides and resets 300 ms later', () => {
    const { bar } = machine();
    bar.start();
    vi.advanceTimersByTime(loadingBarTickMs);
    bar.done();
    expect(bar.getState()).toEqual({ visible: true, percent: 100 });
    vi.advanceTimersByTime(loadingBarHideDelayMs - 1);
    expect(bar.getState()).toEqual({ visible: true, percent: 100 });
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, percent: 0 });
  });

  it('stops climbing once loading has completed', () => {
    const { bar, changes } = machine();
    bar.start();
    bar.done();
    vi.advanceTimersByTime(loadingBarTickMs * 5);
    expect(changes.map((change) => change.percent)).toEqual([10, 100, 0]);
  });

  it('restarts cleanly at 10 when loading starts again during the hide delay', () => {
    const { bar } = machine();
    bar.start();
    bar.done();
    vi.advanceTimersByTime(loadingBarHideDelayMs - 100);
    bar.start();
    expect(bar.getState()).toEqual({ visible: true, percent: 10 });
    // The old hide delay must not fire into the new run.
    vi.advanceTimersByTime(100);
    expect(bar.getState()).toEqual({ visible: true, percent: 10 });
    vi.advanceTimersByTime(loadingBarTickMs - 100);
    expect(bar.getState()).toEqual({ visible: true, percent: 15 });
  });

  it('does not restart when another loading event arrives while it is climbing', () => {
    const { bar } = machine();
    bar.start();
    vi.advanceTimersByTime(loadingBarTickMs * 2);
    expect(bar.getState().percent).toBe(20);
    bar.start();
    expect(bar.getState().percent).toBe(20);
    vi.advanceTimersByTime(loadingBarTickMs);
    expect(bar.getState().percent).toBe(25);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does nothing when loading completes without having started', () => {
    const { bar, changes } = machine();
    bar.done();
    vi.advanceTimersByTime(loadingBarHideDelayMs * 2);
    expect(bar.getState()).toEqual({ visible: false, percent: 0 });
    expect(changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer running once disposed', () => {
    const { bar, changes } = machine();
    bar.start();
    bar.dispose();
    vi.advanceTimersByTime(loadingBarTickMs * 5);
    expect(changes).toEqual([{ visible: true, percent: 10 }]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
