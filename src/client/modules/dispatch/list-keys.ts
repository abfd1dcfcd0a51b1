import type { KeyboardEvent } from 'react';

/** A bare Space (no Control, Alt or Meta): the selection's key in the planning lists. */
export const isSpaceToggle = (event: KeyboardEvent): boolean =>
  event.key === ' ' && !event.ctrlKey && !event.altKey && !event.metaKey;
