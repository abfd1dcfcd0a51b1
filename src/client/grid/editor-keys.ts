import type { KeyPress } from './key-shortcuts';
import type { CellEdit, EditExit } from './use-cell-editing';

interface EditorKeyActions {
  change(text: string): void;
  commit(exit: EditExit): void;
  cancel(): void;
}

/**
 * A key applied to an open cell editor as its text box would apply it, caret at the end: for keys
 * that arrived while the editor did not exist yet and are replayed once it does.
 */
export function runEditorKey(
  key: KeyPress,
  edit: Pick<CellEdit, 'text' | 'selectAll'>,
  actions: EditorKeyActions,
): void {
  if (key.ctrlKey || key.metaKey || key.altKey) return;
  if (key.key === 'Escape') actions.cancel();
  else if (key.key === 'Enter') actions.commit('down');
  else if (key.key === 'Tab') actions.commit(key.shiftKey ? 'previous' : 'next');
  else if (key.key === 'Backspace') actions.change(edit.selectAll ? '' : edit.text.slice(0, -1));
  else if (key.key.length === 1) actions.change(edit.selectAll ? key.key : edit.text + key.key);
}
