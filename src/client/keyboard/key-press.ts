/**
 * The parts of a keyboard event that shortcuts and replayed keys read (a React or DOM
 * KeyboardEvent fits): the grid's shortcuts, the key queue that holds keys typed ahead.
 */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}
