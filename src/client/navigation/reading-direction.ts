export type ReadingDirection = 'ltr' | 'rtl';

/**
 * The direction an element reads in, so Left and Right arrows can follow it: the nearest dir
 * attribute (Arabic sets it on the document), else the computed CSS direction.
 */
export function readingDirection(element: Element): ReadingDirection {
  const authored = element.closest('[dir]')?.getAttribute('dir')?.toLowerCase();
  if (authored === 'rtl' || authored === 'ltr') return authored;
  const view = element.ownerDocument.defaultView;
  return view?.getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The arrow key that points toward the end of a line (Right in English, Left in Arabic). */
export const inlineEndKey = (direction: ReadingDirection) =>
  direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
export const inlineStartKey = (direction: ReadingDirection) =>
  direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
