import { useKeyBinding } from '../../keyboard/use-key-binding';
import type { PaneActions } from './pane-actions';
import { workspaceSignal } from './workspace-store';

const focusedPane = () => workspaceSignal.value?.focused;

/** The pane shortcuts of the key table, each on the workspace's focused pane. */
export function usePaneKeyBindings(actions: PaneActions): void {
  useKeyBinding('focus-next-pane', () => actions.cycle(1));
  useKeyBinding('focus-previous-pane', () => actions.cycle(-1));
  useKeyBinding('focus-pane-left', () => actions.focus('left'));
  useKeyBinding('focus-pane-right', () => actions.focus('right'));
  useKeyBinding('focus-pane-up', () => actions.focus('up'));
  useKeyBinding('focus-pane-down', () => actions.focus('down'));
  useKeyBinding('swap-pane-left', () => actions.swap('left'));
  useKeyBinding('swap-pane-right', () => actions.swap('right'));
  useKeyBinding('swap-pane-up', () => actions.swap('up'));
  useKeyBinding('swap-pane-down', () => actions.swap('down'));
  useKeyBinding('split-pane-right', () => {
    const id = focusedPane();
    if (id) actions.split(id, 'right');
  });
  useKeyBinding('split-pane-down', () => {
    const id = focusedPane();
    if (id) actions.split(id, 'down');
  });
  useKeyBinding('close-pane', () => {
    const id = focusedPane();
    if (id) actions.close(id);
  });
  useKeyBinding('reopen-pane', () => actions.reopen());
  useKeyBinding('toggle-maximize-pane', () => {
    const id = focusedPane();
    if (id) actions.maximize(id);
  });
  useKeyBinding('grow-pane', () => actions.resize('grow'));
  useKeyBinding('shrink-pane', () => actions.resize('shrink'));
}
