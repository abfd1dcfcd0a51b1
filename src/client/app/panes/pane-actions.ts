import type { TFunction } from 'i18next';
import { announce } from '../../shell/feedback/live-announcer';
import { modalHoldsFocus } from '../../ui/modal-focus';
import { leafIds, type PaneId } from '../../workspace/layout-tree';
import { keepPaneIds, panesLeaving } from '../../workspace/leaving-panes';
import {
  cycleFocus,
  focusPane,
  openInFocused,
  openInSplit,
  toggleMaximize,
  type Workspace,
} from '../../workspace/workspace';
import { closePane, undoClose } from '../../workspace/workspace-close';
import { resizeFocused } from '../../workspace/workspace-resize';
import { focusDirection, swapDirection } from '../../workspace/workspace-spatial';
import { type DiscardReason, whenDiscarded } from './discard-prompt';
import { applyWorkspace, type HistoryMode, newPaneId, workspaceSignal } from './workspace-store';

export type Direction = 'left' | 'right' | 'up' | 'down';

export interface PaneActions {
  open(href: string, mode: 'focused' | 'split-right' | 'split-down', title?: string): void;
  split(id: PaneId, side: 'right' | 'down'): void;
  close(id: PaneId): void;
  /** Replaces every pane by a saved layout; panes showing the same pages keep their screens. */
  openLayout(layout: Workspace): void;
  maximize(id: PaneId): void;
  reopen(): void;
  cycle(step: 1 | -1): void;
  focus(direction: Direction): void;
  swap(direction: Direction): void;
  resize(change: 'grow' | 'shrink'): void;
}

/**
 * Puts keyboard focus in a pane, after React has drawn it, unless a dialog opened meanwhile (the
 * palette reopened while a heavy screen was still mounting): the dialog keeps the focus.
 */
export function focusPaneElement(id: PaneId): void {
  requestAnimationFrame(() => {
    if (modalHoldsFocus()) return;
    const pane = document.querySelector<HTMLElement>(`[data-pane-id="${id}"]`);
    // Focus already inside the pane stays where it is: maximising the pane of a grid left the
    // grid, and its next shortcut (Alt+Shift+G) went unheard until Tab brought it back.
    if (pane && !pane.contains(document.activeElement)) pane.focus();
  });
}

/**
 * The pane operations the title bars, the shortcuts and the palette share: each one changes the
 * workspace, moves keyboard focus to the pane it concerns, and says what happened to screen
 * readers. One that would take away a pane's page with unsaved changes asks first (nothing
 * happens until the user chooses to discard them). `titleOf` names a pane by its page.
 */
export function createPaneActions(options: {
  rtl: () => boolean;
  t: TFunction;
  titleOf: (id: PaneId) => string;
}): PaneActions {
  const { t, titleOf } = options;
  const current = () => workspaceSignal.value;
  const count = (ws: Workspace) => leafIds(ws.tree).length;
  const position = (ws: Workspace, id: PaneId) => leafIds(ws.tree).indexOf(id) + 1;

  function commit(next: Workspace, mode: HistoryMode, message?: string, focus = true) {
    applyWorkspace(next, mode);
    if (focus) focusPaneElement(next.focused);
    if (message) announce(message);
  }
  /**
   * Commits `change` once the panes it takes away may lose their unsaved changes: at once when
   * none has any, else after the user chose to discard them, applied to the workspace as it is then.
   */
  function commitLeaving(
    reason: DiscardReason,
    change: (ws: Workspace) => Workspace,
    mode: HistoryMode,
    message?: (next: Workspace) => string,
  ) {
    const ws = current();
    if (!ws) return;
    whenDiscarded(reason, panesLeaving(ws, change(ws)), () => {
      const now = current();
      if (!now) return;
      const next = change(now);
      commit(next, mode, message?.(next));
    });
  }
  const focusedMessage = (ws: Workspace) =>
    t('workspace.announce.focused', {
      position: position(ws, ws.focused),
      count: count(ws),
      title: titleOf(ws.focused),
    });

  return {
    open(href, mode, title = '') {
      const ws = current();
      if (!ws) return;
      if (mode === 'focused') {
        commitLeaving('leave', (now) => openInFocused(now, href), 'push');
        return;
      }
      const next = openInSplit(ws, href, mode === 'split-right' ? 'right' : 'down', newPaneId);
      commit(next, 'push', t('workspace.announce.opened', { title, count: count(next) }));
    },
    split(id, side) {
      const ws = current();
      const href = ws?.panes[id]?.href;
      if (!ws || !href) return;
      const next = openInSplit(focusPane(ws, id), href, side, newPaneId);
      commit(next, 'push', t('workspace.announce.opened', { title: titleOf(id), count: count(next) }));
    },
    close(id) {
      commitLeaving(
        'close',
        (ws) => closePane(ws, id),
        'push',
        (next) => t('workspace.announce.closed', { count: count(next) }),
      );
    },
    openLayout(layout) {
      commitLeaving('leave', (ws) => keepPaneIds(ws, layout), 'push');
    },
    maximize(id) {
      const ws = current();
      if (!ws) return;
      const next = toggleMaximize(focusPane(ws, id));
      commit(
        next,
        'replace',
        next.maximized
          ? t('workspace.announce.maximized', { title: titleOf(id) })
          : t('workspace.announce.restored'),
      );
    },
    reopen() {
      const ws = current();
      if (!ws) return;
      if (ws.closed.length === 0) {
        announce(t('workspace.announce.nothingToReopen'));
        return;
      }
      const next = undoClose(ws, newPaneId);
      commit(next, 'push', t('workspace.announce.reopened', { title: titleOf(next.focused) }));
    },
    cycle(step) {
      const ws = current();
      if (!ws) return;
      const next = cycleFocus(ws, step);
      commit(next, 'replace', focusedMessage(next));
    },
    focus(direction) {
      const ws = current();
      if (!ws) return;
      const next = focusDirection(ws, direction, options.rtl());
      if (next.focused === ws.focused) announce(t('workspace.announce.noNeighbour'));
      else commit(next, 'replace', focusedMessage(next));
    },
    swap(direction) {
      const ws = current();
      if (!ws) return;
      const next = swapDirection(ws, direction, options.rtl());
      if (next.tree === ws.tree) announce(t('workspace.announce.noNeighbour'));
      else commit(next, 'push', t('workspace.announce.swapped'));
    },
    resize(change) {
      const ws = current();
      if (!ws) return;
      let next = resizeFocused(ws, change, 'horizontal');
      if (next.tree === ws.tree) next = resizeFocused(ws, change, 'vertical');
      commit(next, 'replace', t('workspace.announce.resized'), false);
    },
  };
}
