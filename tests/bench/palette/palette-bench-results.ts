/** One palette size: per-keystroke latency percentiles, in milliseconds. */
export interface PaletteLatency {
  entries: number;
  keystrokes: number;
  /** keydown -> first animation frame after the list rendered the query. */
  frameP50Ms: number;
  frameP95Ms: number;
  /** The same p95 for each round alone: a spread between rounds is load from elsewhere. */
  frameP95ByRoundMs: number[];
  /** keydown -> the task after that frame (style, layout and paint included). */
  paintP50Ms: number;
  paintP95Ms: number;
  maxMs: number;
  /** long-animation-frame entries (over 50 ms) while typing. */
  longFrames: number;
}

export interface PaletteBench {
  measuredAt: string;
  browser: string;
  /** The queries typed, character by character, each after clearing the input with one Backspace. */
  queries: string[];
  /** Rounds per size, the sizes taking turns; every figure pools the rounds' keystrokes. */
  rounds: number;
  targetP95Ms: number;
  runs: PaletteLatency[];
}
