import type { ReferenceMatch } from '../../forms/reference-lookup';
import type { ReferenceResolution } from '../../forms/reference-resolution';
import type { KeyPress } from '../../grid/key-shortcuts';
import { isEntryKey, KeyQueue } from '../../keyboard/key-queue';

/** The lines grid as the model drives it; every call is applied before it returns. */
export interface LineEntryTarget {
  /** The text of the item cell being edited, or null when no item cell is open. */
  itemText(): string | null;
  /** Applies a key the way the grid applies it (moves, opens, types into, commits a cell). */
  press(key: KeyPress): void;
  /** Puts the item into the edited line and moves on to its quantity. */
  acceptItem(match: ReferenceMatch): Promise<void>;
  /** Marks the item cell: its code matched nothing. The text stays for the user to correct. */
  markUnknown(code: string): void;
}

export interface LineEntryState {
  /** A code is being resolved: keys wait in order. */
  resolving: boolean;
  /** Several items matched the typed code: the list the user chooses from. */
  choices: { matches: readonly ReferenceMatch[]; highlighted: number } | null;
}

const isResolveKey = (key: KeyPress) => (key.key === 'Enter' || key.key === 'Tab') && isEntryKey(key);

/**
 * The line entry of one editor pane, outside React. Keys arrive here in the order they were typed
 * and are applied in that order: Enter or Tab after an item code resolves it at once, and any key
 * typed while the answer is out waits in a queue instead of landing in a cell the screen has not
 * reached yet (a scanner sends the next code 10 ms after its Enter).
 */
export class LineEntryModel {
  private state: LineEntryState = { resolving: false, choices: null };
  private readonly queue = new KeyQueue();
  private readonly listeners = new Set<() => void>();
  /** Bumped by dispose: an answer to an older question changes nothing. */
  private generation = 0;

  constructor(
    private readonly target: LineEntryTarget,
    private readonly resolve: (code: string) => Promise<ReferenceResolution>,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly snapshot = (): LineEntryState => this.state;

  /** Drops the waiting keys and any answer still out (the pane closed or its grid unmounted). */
  dispose() {
    this.generation += 1;
    this.queue.clear();
    this.state = { resolving: false, choices: null };
  }

  /**
   * A key typed in the lines. True when the model took it (the caller stops the browser acting
   * on it); false leaves it to the focused element, which applies it as the user sees it.
   */
  key(key: KeyPress): boolean {
    // Shortcuts (Ctrl+S, Alt+…) are not entry: they act at once, on the lines as they are.
    if (this.state.resolving && this.queue.hold(key)) return true;
    return this.apply(key, false);
  }

  private set(next: Partial<LineEntryState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** replaying: the key was queued, so the model must apply it itself (the event is long gone). */
  private apply(key: KeyPress, replaying: boolean): boolean {
    const { choices } = this.state;
    if (choices) return this.choose(key, choices, replaying);
    const code = this.target.itemText()?.trim() ?? '';
    if (isResolveKey(key) && code !== '') {
      void this.resolveCode(code);
      return true;
    }
    if (replaying) this.target.press(key);
    return replaying;
  }

  private choose(key: KeyPress, choices: NonNullable<LineEntryState['choices']>, replaying: boolean) {
    const count = choices.matches.length;
    if ((key.key === 'ArrowDown' || key.key === 'ArrowUp') && isEntryKey(key)) {
      const step = key.key === 'ArrowDown' ? 1 : -1;
      this.set({ choices: { ...choices, highlighted: (choices.highlighted + step + count) % count } });
      return true;
    }
    if (isResolveKey(key)) {
      const match = choices.matches[choices.highlighted];
      this.set({ choices: null });
      if (match) void this.accept(match);
      return true;
    }
    // Any other key goes back to the cell (Escape, more of the code): the list is stale.
    this.set({ choices: null });
    if (replaying) this.target.press(key);
    return replaying;
  }

  private async resolveCode(code: string) {
    const generation = this.generation;
    this.set({ resolving: true });
    let resolution: ReferenceResolution;
    try {
      resolution = await this.resolve(code);
    } catch {
      resolution = { kind: 'none' };
    }
    if (generation !== this.generation) return;
    if (resolution.kind === 'one') return this.accept(resolution.match);
    if (resolution.kind === 'none') this.target.markUnknown(code);
    else this.set({ choices: { matches: resolution.matches, highlighted: 0 } });
    this.drain();
  }

  private async accept(match: ReferenceMatch) {
    const generation = this.generation;
    this.set({ resolving: true });
    try {
      await this.target.acceptItem(match);
    } catch {
      this.target.markUnknown(String(match.key));
    }
    if (generation !== this.generation) return;
    this.drain();
  }

  /** Replays the waiting keys in order until one starts another resolution. */
  private drain() {
    this.set({ resolving: false });
    this.queue.replay(
      (next) => this.apply(next, true),
      () => !this.state.resolving,
    );
  }
}
