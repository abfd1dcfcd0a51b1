import type { RefObject } from 'react';
import type { DataGridHandle } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';

interface LinesJump {
  /** The pane's document section: the key is heard while the focus is inside it. */
  within: () => Element | null;
  /** The element around the lines grid (and its cell editors). */
  lines: () => Element | null;
  grid: RefObject<DataGridHandle | null>;
  /** Where the header takes the focus: the field the user was last in, or the heading. */
  header: () => HTMLElement | null;
}

/** F8 (document-jump-lines): from the header to the lines grid, from the lines back to the header. */
export function useLinesJump({ within, lines, grid, header }: LinesJump): void {
  useKeyBinding(
    'document-jump-lines',
    () => {
      const box = lines();
      const focus = box?.ownerDocument.activeElement;
      if (box && focus && box.contains(focus)) {
        header()?.focus();
        return;
      }
      grid.current?.focus();
      // The grid takes focus without scrolling (its active cell scrolls itself): bring it into view.
      box?.scrollIntoView?.({ block: 'nearest' });
    },
    { within },
  );
}
