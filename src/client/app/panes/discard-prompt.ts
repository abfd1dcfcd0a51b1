import { signal } from '@preact/signals-react';
import { dirtyIds, hasDirty } from '../../forms/use-dirty-guard';
import type { PaneId } from '../../workspace/layout-tree';

/** What would lose the changes: closing a pane, leaving its page (or layout), signing out. */
export type DiscardReason = 'close' | 'leave' | 'sign-out';

/** The question on screen: the dialog reads it and answers it. */
export interface DiscardQuestion {
  reason: DiscardReason;
  /** The panes whose unsaved changes would be lost, in reading order; empty when signing out. */
  paneIds: readonly PaneId[];
  /** true: discard and go on; false: keep editing, nothing happens. */
  answer: (discard: boolean) => void;
}

export const discardQuestionSignal = signal<DiscardQuestion | null>(null);

/** `'all'` asks about every holder of unsaved changes, in a pane or not (signing out). */
export type DiscardScope = readonly PaneId[] | 'all';

/** The panes of `scope` that hold unsaved changes, or null when nothing would be lost. */
function unsavedIn(scope: DiscardScope): readonly PaneId[] | null {
  if (scope === 'all') return dirtyIds().length > 0 ? [] : null;
  const dirty = scope.filter(hasDirty);
  return dirty.length > 0 ? dirty : null;
}

/**
 * Calls `onAnswer(true)` at once when nothing in `scope` is unsaved, so a clean pane closes
 * without a question and in the same tick; otherwise asks, and calls it with the answer. One
 * question at a time: an action asked for while one is open is dropped (answered false), since
 * the user has not yet said what happens to the first.
 */
export function askToDiscard(
  reason: DiscardReason,
  scope: DiscardScope,
  onAnswer: (discard: boolean) => void,
): void {
  const paneIds = unsavedIn(scope);
  if (paneIds === null) {
    onAnswer(true);
    return;
  }
  if (discardQuestionSignal.value !== null) {
    onAnswer(false);
    return;
  }
  discardQuestionSignal.value = {
    reason,
    paneIds,
    answer: (discard) => {
      discardQuestionSignal.value = null;
      onAnswer(discard);
    },
  };
}

/** Runs `proceed` when nothing in `scope` is unsaved or the user chose to discard it. */
export function whenDiscarded(reason: DiscardReason, scope: DiscardScope, proceed: () => void): void {
  askToDiscard(reason, scope, (discard) => {
    if (discard) proceed();
  });
}

/** The same question for a router's blocker: resolves true to go on, false to stay. */
export function confirmDiscard(reason: DiscardReason, scope: DiscardScope): Promise<boolean> {
  return new Promise((resolve) => askToDiscard(reason, scope, resolve));
}

const lastFocus = new Map<PaneId, HTMLElement>();

/** Remembers what had focus inside a pane's page, for focus to go back to when the user stays. */
export function rememberPaneFocus(id: PaneId, element: HTMLElement): void {
  lastFocus.set(id, element);
}

/** The element that last had focus inside the pane's page, while it is still on screen. */
export function lastPaneFocus(id: PaneId): HTMLElement | undefined {
  const element = lastFocus.get(id);
  return element?.isConnected ? element : undefined;
}

/** Closed panes are forgotten with their routers. */
export function forgetPaneFocus(keep: Iterable<PaneId>): void {
  const kept = new Set(keep);
  for (const id of lastFocus.keys()) if (!kept.has(id)) lastFocus.delete(id);
}
