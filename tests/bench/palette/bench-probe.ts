/**
 * What the benchmark page exposes on `window.paletteBench`, read by the Playwright side. Each
 * sample is one keystroke: from the keydown listener's performance.now() to the first
 * requestAnimationFrame callback after the list rendered that query, and to the task after
 * that frame (its style, layout and paint done).
 */
export interface KeystrokeSample {
  query: string;
  toFrameMs: number;
  toPaintMs: number;
}

export interface PaletteBenchProbe {
  entries: number;
  /** requestAnimationFrame callbacks so far: zero means frames never ran and nothing is measured. */
  frames: number;
  samples: KeystrokeSample[];
  longFrames: { durationMs: number; blockingMs: number }[];
  /** Resolves with the sample after the first `count` ones, once there is one. */
  sampleAfter: (count: number) => Promise<KeystrokeSample>;
  reset: () => void;
}

declare global {
  interface Window {
    paletteBench?: PaletteBenchProbe;
  }
}
