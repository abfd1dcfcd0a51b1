/** Typed characters add up while each follows the previous within this time (WAI-ARIA APG). */
export const typeAheadResetMs = 500;

export interface TypeAheadBuffer {
  text: string;
  at: number;
}

export const emptyTypeAhead: TypeAheadBuffer = { text: '', at: Number.NEGATIVE_INFINITY };

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** A printable character typed without a command modifier; Space and `*` have their own jobs. */
export function isTypeAheadKey(event: KeyLike): boolean {
  return (
    [...event.key].length === 1 &&
    event.key !== ' ' &&
    event.key !== '*' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey
  );
}

export function extendTypeAhead(buffer: TypeAheadBuffer, key: string, now: number): TypeAheadBuffer {
  const fresh = now - buffer.at > typeAheadResetMs;
  return { text: (fresh ? '' : buffer.text) + key.toLocaleLowerCase(), at: now };
}

/**
 * The index of the title the typed text leads to. One character (or the same one repeated)
 * looks from the next item on, so pressing S again cycles through the S items; a longer text
 * looks from the current item on, so typing "in" stays on "Inventory". The search wraps. An item
 * may answer to several texts (an account to its code and its name).
 */
export function typeAheadMatch(
  titles: readonly (string | readonly string[])[],
  currentIndex: number,
  text: string,
): number | undefined {
  if (titles.length === 0 || text === '') return undefined;
  const characters = [...text];
  const repeated = characters.every((character) => character === characters[0]);
  const wanted = repeated ? (characters[0] ?? text) : text;
  const start = repeated ? currentIndex + 1 : currentIndex;
  for (let step = 0; step < titles.length; step += 1) {
    const index = (((start + step) % titles.length) + titles.length) % titles.length;
    const title = titles[index] ?? [];
    const texts = typeof title === 'string' ? [title] : title;
    if (texts.some((candidate) => candidate.toLocaleLowerCase().startsWith(wanted))) return index;
  }
  return undefined;
}
