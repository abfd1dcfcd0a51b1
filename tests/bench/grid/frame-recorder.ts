import type { Page } from 'playwright';

/** Frame intervals (requestAnimationFrame to requestAnimationFrame) and long animation frames. */
export interface FrameRecording {
  intervals: number[];
  /** Durations of the frames Chromium reports as long animation frames (over 50 ms). */
  longFrames: number[];
}

declare global {
  interface Window {
    __frameRecorder?: { stop(): FrameRecording };
  }
}

/**
 * Starts recording in the page: every animation frame's distance from the previous one, and the
 * long-animation-frame entries, until stopFrameRecording. PITFALLS.md: a run in which
 * requestAnimationFrame never ticks is a failed run, not a fast one.
 */
export async function startFrameRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const intervals: number[] = [];
    const longFrames: number[] = [];
    let recording = true;
    let last = performance.now();
    const tick = (now: number) => {
      intervals.push(now - last);
      last = now;
      if (recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longFrames.push(entry.duration);
    });
    try {
      observer.observe({ type: 'long-animation-frame', buffered: false });
    } catch {
      // Older browsers lack the entry type; the intervals still show long frames.
    }
    window.__frameRecorder = {
      stop() {
        recording = false;
        observer.disconnect();
        return { intervals, longFrames };
      },
    };
  });
}

export async function stopFrameRecording(page: Page): Promise<FrameRecording> {
  const recording = await page.evaluate(() => window.__frameRecorder?.stop());
  if (!recording || recording.intervals.length < 10)
    throw new Error('requestAnimationFrame did not tick during the recording: the run measured nothing.');
  return recording;
}

export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? Number.NaN;
};

export const round1 = (value: number) => Math.round(value * 10) / 10;

export interface FrameSummary {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Frames that took longer than one and a half refresh intervals of a 60 Hz display. */
  droppedShare: number;
  longFrames: number;
}

export function summariseFrames(recording: FrameRecording): FrameSummary {
  const { intervals } = recording;
  const dropped = intervals.filter((interval) => interval > 25).length;
  return {
    frames: intervals.length,
    p50Ms: round1(percentile(intervals, 0.5)),
    p95Ms: round1(percentile(intervals, 0.95)),
    maxMs: round1(Math.max(...intervals)),
    droppedShare: round1((dropped / intervals.length) * 100),
    longFrames: recording.longFrames.length,
  };
}
