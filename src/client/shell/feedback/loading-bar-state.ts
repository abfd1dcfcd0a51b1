/** Specification sections 4 and 9: the top loading bar's numbers, in percent and milliseconds. */
export const loadingBarStart = 10;
export const loadingBarTickMs = 800;
export const loadingBarStepMin = 5;
export const loadingBarStepMax = 15;
export const loadingBarCap = 82;
export const loadingBarComplete = 100;
export const loadingBarHideDelayMs = 300;

export interface LoadingBarState {
  visible: boolean;
  percent: number;
}

export interface LoadingBarDeps<Handle> {
  setTimer: (callback: () => void, ms: number) => Handle;
  clearTimer: (handle: Handle) => void;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  onChange: (state: LoadingBarState) => void;
}

export interface LoadingBar {
  /** A loading event: shows the bar at the start value unless it is already climbing. */
  start(): void;
  /** Loading finished: jumps to 100, then hides and resets after the hide delay. */
  done(): void;
  getState(): LoadingBarState;
  /** Stops every timer without reporting, for the owner going away. */
  dispose(): void;
}

export const hiddenLoadingBar: LoadingBarState = { visible: false, percent: 0 };

type Phase = 'idle' | 'running' | 'finishing';

/**
 * A whole-number step from min to max inclusive: random 0 gives the minimum and a random just
 * under 1 the maximum, each with the same chance.
 */
export function loadingBarStep(random: number): number {
  const span = loadingBarStepMax - loadingBarStepMin + 1;
  return loadingBarStepMin + Math.min(span - 1, Math.floor(random * span));
}

/** The top loading bar as a pure state machine: timers and randomness come from the caller. */
export function createLoadingBar<Handle>(deps: LoadingBarDeps<Handle>): LoadingBar {
  let phase: Phase = 'idle';
  let state: LoadingBarState = hiddenLoadingBar;
  let timer: { handle: Handle } | undefined;

  const report = (next: LoadingBarState) => {
    state = next;
    deps.onChange(state);
  };
  const stopTimer = () => {
    if (timer) deps.clearTimer(timer.handle);
    timer = undefined;
  };
  const schedule = (callback: () => void, ms: number) => {
    stopTimer();
    timer = { handle: deps.setTimer(callback, ms) };
  };

  const tick = () => {
    timer = undefined;
    const percent = Math.min(loadingBarCap, state.percent + loadingBarStep(deps.random()));
    report({ visible: true, percent });
    // Held at the cap until done(): no timer keeps running for nothing.
    if (percent < loadingBarCap) schedule(tick, loadingBarTickMs);
  };

  const hide = () => {
    timer = undefined;
    phase = 'idle';
    report(hiddenLoadingBar);
  };

  return {
    start() {
      if (phase === 'running') return;
      phase = 'running';
      report({ visible: true, percent: loadingBarStart });
      schedule(tick, loadingBarTickMs);
    },
    done() {
      if (phase !== 'running') return;
      phase = 'finishing';
      report({ visible: true, percent: loadingBarComplete });
      schedule(hide, loadingBarHideDelayMs);
    },
    getState: () => state,
    dispose() {
      stopTimer();
      phase = 'idle';
      state = hiddenLoadingBar;
    },
  };
}
