import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { type ReferenceMatch, useReferenceLookup } from '../../forms/reference-lookup';
import { resolutionOf } from '../../forms/reference-resolution';
import type { DataGridHandle } from '../../grid/grid-types';
import type { DocumentEditorModel } from './document-editor-model';
import type { ChosenItem } from './line-editing';
import { LineEntryModel } from './line-entry-model';

interface LineEntryOptions {
  grid: RefObject<DataGridHandle | null>;
  editor: DocumentEditorModel;
  isItemColumn(col: number): boolean;
}

/**
 * The line entry model of one editor's grid, wired to it: the model decides, the grid applies.
 * Each step is flushed (flushSync) before the next key is applied, so a replayed key finds the
 * cell the one before it moved to.
 */
export function useLineEntry({ grid, editor, isItemColumn }: LineEntryOptions) {
  const { searchReference } = useReferenceLookup();
  /** The item the model resolved, which the item cell's commit puts into the line. */
  const prepared = useRef<ChosenItem | null>(null);
  /** The option the user moved to with the arrows: Enter then takes it, not the typed code. */
  const activeOption = useRef<ReferenceMatch | null>(null);
  const [model] = useState(
    () =>
      new LineEntryModel(
        {
          itemText: () => {
            const cell = grid.current?.editedCell();
            return cell && isItemColumn(cell.col) && !activeOption.current ? cell.text : null;
          },
          press: (key) => flushSync(() => grid.current?.pressKey(key)),
          acceptItem: async (match) => {
            const item = await editor.itemOf(match);
            flushSync(() => {
              prepared.current = item;
              grid.current?.setEditText(item.ItemCode);
              grid.current?.commitEdit('next');
            });
            prepared.current = null;
          },
          // Committed without an item, the cell keeps its text and says to choose one.
          markUnknown: () => flushSync(() => grid.current?.commitEdit('stay')),
        },
        async (code) =>
          resolutionOf(code, await searchReference('items', code, new AbortController().signal)),
      ),
  );
  useEffect(() => () => model.dispose(), [model]);
  const state = useSyncExternalStore(model.subscribe, model.snapshot);

  /** The item the model resolved for this code, taken once. */
  const takePrepared = (code: string) => {
    const item = prepared.current;
    if (!item || item.ItemCode !== code) return null;
    prepared.current = null;
    return item;
  };

  return { model, state, activeOption, takePrepared };
}
