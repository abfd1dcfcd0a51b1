import type { KeyboardEvent } from 'react';

/**
 * A bare Space (no Control, Alt or Meta) on the grid itself: the selection's key in the planning
 * lists. Space anywhere else (a filter, a button) keeps its own meaning.
 */
export const isSpaceToggle = (event: KeyboardEvent): boolean =>
  event.key === ' ' &&
  !event.ctrlKey &&
  !event.altKey &&
  !event.metaKey &&
  event.target instanceof Element &&
  event.target.getAttribute('role') === 'grid';
