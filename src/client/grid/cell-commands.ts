import type { OpenRowHow } from './grid-types';
import type { KeyPress } from './key-shortcuts';

export type CellCommand =
  | { kind: 'edit'; text: string | null }
  | { kind: 'open'; how: OpenRowHow }
  | { kind: 'header-sort'; additive: boolean };

export interface CellContext {
  header: boolean;
  editable: boolean;
  canOpen: boolean;
}

/** A character key: Windows reports AltGr (needed for @ or € on many layouts) as Ctrl+Alt. */
function typedCharacter(event: KeyPress): string | null {
  const altGraph = event.ctrlKey && event.altKey && !event.metaKey;
  const plain = !event.ctrlKey && !event.altKey && !event.metaKey;
  if (!plain && !altGraph) return null;
  // Space is left alone: it starts no edit and keeps its usual meaning.
  return [...event.key].length === 1 && event.key !== ' ' ? event.key : null;
}

/**
 * Enter, F2 and typing on the active cell. Enter edits an editable cell and otherwise opens the row;
 * Ctrl/Cmd+Enter and Shift+Enter always open it, beside or below. On a header, Enter sorts.
 */
export function cellCommandFor(event: KeyPress, cell: CellContext): CellCommand | null {
  const modifier = event.ctrlKey || event.metaKey;
  if (cell.header) {
    return event.key === 'Enter' && !modifier && !event.altKey
      ? { kind: 'header-sort', additive: event.shiftKey }
      : null;
  }
  if (event.key === 'Enter' && !event.altKey) {
    if (modifier && !event.shiftKey) return cell.canOpen ? { kind: 'open', how: 'split-right' } : null;
    if (event.shiftKey && !modifier) return cell.canOpen ? { kind: 'open', how: 'split-below' } : null;
    if (modifier || event.shiftKey) return null;
    if (cell.editable) return { kind: 'edit', text: null };
    return cell.canOpen ? { kind: 'open', how: 'focused' } : null;
  }
  if (event.key === 'F2' && !modifier && !event.altKey && !event.shiftKey) {
    return cell.editable ? { kind: 'edit', text: null } : null;
  }
  const typed = typedCharacter(event);
  return typed !== null && cell.editable ? { kind: 'edit', text: typed } : null;
}
