// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import { announce } from './live-announcer';
import { LiveRegion, liveRegionDelayMs } from './live-region';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;

const region = (politeness: 'polite' | 'assertive') => {
  const found = container.querySelector(`[aria-live="${politeness}"]`);
  if (!found) throw new Error(`no ${politeness} live region`);
  return found;
};

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('LiveRegion', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<LiveRegion />);
    });
    // Whatever an earlier test announced has been spoken already.
    await advance(liveRegionDelayMs);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('keeps a polite and an assertive region, atomic and visually hidden, in the page', () => {
    for (const politeness of ['polite', 'assertive'] as const) {
      expect(region(politeness).getAttribute('aria-atomic')).toBe('true');
      expect(region(politeness).className).toBe(visuallyHidden);
    }
  });

  it('writes a polite message into the polite region after a short pause', async () => {
    await act(async () => announce('Sales orders'));
    expect(region('polite').textContent).toBe('');
    await advance(liveRegionDelayMs);
    expect(region('polite').textContent).toBe('Sales orders');
  });

  it('writes an assertive message into the assertive region only', async () => {
    const politeBefore = region('polite').textContent;
    await act(async () => announce('Connection lost', 'assertive'));
    await advance(liveRegionDelayMs);
    expect(region('assertive').textContent).toBe('Connection lost');
    expect(region('polite').textContent).toBe(politeBefore);
  });

  it('empties the region and writes again when the same message is repeated', async () => {
    await act(async () => announce('Saved'));
    await advance(liveRegionDelayMs);
    expect(region('polite').textContent).toBe('Saved');
    await act(async () => announce('Saved'));
    expect(region('polite').textContent).toBe('');
    await advance(liveRegionDelayMs);
    expect(region('polite').textContent).toBe('Saved');
  });

  it('speaks only the latest of messages sent in quick succession', async () => {
    await act(async () => announce('Loading orders'));
    await act(async () => announce('Sales orders'));
    await advance(liveRegionDelayMs);
    expect(region('polite').textContent).toBe('Sales orders');
  });
});
