import { useLayoutEffect, useRef, useState } from 'react';
import type { CellPosition } from './grid-keys';
import type { DataGridProps, GridColumn, GridRow } from './grid-types';

export interface EditError {
  kind: 'invalid' | 'failed';
  message: string;
}

export interface CellEdit {
  row: number;
  col: number;
  text: string;
  /** The text the editor opened with: committing it unchanged saves nothing. */
  original: string;
  /** At most one message: the validation of the current text, or the last refused save. */
  error: EditError | null;
  pending: boolean;
  /** Opened with Enter or F2 (select the value) rather than by typing (caret after the character). */
  selectAll: boolean;
}

/** Where the active cell goes after a successful commit. */
export type EditExit = 'down' | 'next' | 'previous' | 'stay';

export interface CellEditingOptions {
  columns: readonly GridColumn[];
  rowAt(index: number): GridRow | undefined;
  validateEdit?(columnId: string, text: string): string | null;
  onCommitEdit?: DataGridProps['onCommitEdit'];
  /** Shown when onCommitEdit rejects instead of resolving a message. */
  failedMessage: string;
  onFinished(cell: CellPosition, exit: EditExit): void;
  onCancelled(cell: CellPosition): void;
}

export interface CellEditing {
  edit: CellEdit | null;
  /** The edit as it is now, between renders (keys applied in a row read it). */
  current(): CellEdit | null;
  /** Opens the editor; typed is the character that started it, or null for Enter/F2. */
  start(row: number, col: number, typed: string | null): boolean;
  change(text: string): void;
  cancel(): void;
  commit(exit: EditExit): Promise<void>;
}

function invalidError(options: CellEditingOptions, col: number, text: string): EditError | null {
  const column = options.columns[col];
  const message = column ? (options.validateEdit?.(column.id, text) ?? null) : null;
  return message ? { kind: 'invalid', message } : null;
}

/** The edit mode of one cell: validation on each input, an awaited commit, cancel restoring the value. */
export function useCellEditing(options: CellEditingOptions): CellEditing {
  const [edit, setEditState] = useState<CellEdit | null>(null);
  // Handlers and the awaited commit read the latest edit and options, not a render's snapshot.
  const editRef = useRef<CellEdit | null>(null);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const setEdit = (next: CellEdit | null) => {
    editRef.current = next;
    setEditState(next);
  };

  const start = (row: number, col: number, typed: string | null) => {
    const current = optionsRef.current;
    const column = current.columns[col];
    const data = current.rowAt(row);
    if (!column?.editable || !data || editRef.current?.pending) return false;
    const value = data[column.id];
    const original = column.editText?.(value, data) ?? column.format(value, data);
    const text = typed ?? original;
    const error = typed === null ? null : invalidError(current, col, text);
    setEdit({ row, col, text, original, error, pending: false, selectAll: typed === null });
    return true;
  };

  const change = (text: string) => {
    const current = editRef.current;
    if (!current || current.pending) return;
    setEdit({
      ...current,
      text,
      selectAll: false,
      error: invalidError(optionsRef.current, current.col, text),
    });
  };

  const cancel = () => {
    const current = editRef.current;
    if (!current || current.pending) return;
    setEdit(null);
    optionsRef.current.onCancelled({ row: current.row, col: current.col });
  };

  const commit = async (exit: EditExit) => {
    const current = editRef.current;
    if (!current || current.pending) return;
    const settings = optionsRef.current;
    const invalid = invalidError(settings, current.col, current.text);
    if (invalid) {
      setEdit({ ...current, error: invalid });
      return;
    }
    const column = settings.columns[current.col];
    const row = settings.rowAt(current.row);
    const finish = () => {
      // Cleared before the caller moves focus, so the editor's blur does not commit a second time.
      setEdit(null);
      optionsRef.current.onFinished({ row: current.row, col: current.col }, exit);
    };
    if (current.text === current.original || !settings.onCommitEdit || !column || !row) {
      finish();
      return;
    }
    const settle = (failure: string | null, pending: CellEdit) => {
      if (failure === null) finish();
      else setEdit({ ...pending, pending: false, error: { kind: 'failed', message: failure } });
    };
    let answer: Promise<string | null> | string | null;
    try {
      answer = settings.onCommitEdit(row, column.id, current.text, current.row);
    } catch {
      answer = settings.failedMessage;
    }
    // A commit applied at once finishes at once: the next key must find the next cell, not a
    // pending editor waiting for a microtask.
    if (!(answer instanceof Promise)) {
      settle(answer, current);
      return;
    }
    const pending = { ...current, pending: true, error: null };
    setEdit(pending);
    let failure: string | null;
    try {
      failure = await answer;
    } catch {
      failure = optionsRef.current.failedMessage;
    }
    if (editRef.current !== pending) return;
    settle(failure, pending);
  };

  return { edit, current: () => editRef.current, start, change, cancel, commit };
}
