import { signal } from '@preact/signals-react';
import type { PaneId } from '../../workspace/layout-tree';
import type { Workspace } from '../../workspace/workspace';

/**
 * The workspace on screen: one copy, a signal. Each change says how the address bar follows it:
 * opening, splitting and closing are steps the Back button undoes (push); focus moves, resizes
 * and a pane's own navigation within a step replace the current entry.
 */
export type HistoryMode = 'push' | 'replace';

export const workspaceSignal = signal<Workspace | null>(null);
let nextHistoryMode: HistoryMode = 'replace';

export function applyWorkspace(next: Workspace, mode: HistoryMode): void {
  nextHistoryMode = mode;
  workspaceSignal.value = next;
}

/** How the change just applied wants the address bar to follow; read once by the URL writer. */
export function takeHistoryMode(): HistoryMode {
  const mode = nextHistoryMode;
  nextHistoryMode = 'replace';
  return mode;
}

/** Pane ids live only in this tab (the URL carries positions): short and unique is enough. */
export function newPaneId(): PaneId {
  return `pane-${Math.random().toString(36).slice(2, 10)}`;
}
