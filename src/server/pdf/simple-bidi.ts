import { shapeArabic } from './arabic-shaping';

/**
 * A one-line subset of the Unicode Bidirectional Algorithm (UAX #9): strong left-to-right and
 * right-to-left letters, European numbers with their separators and terminators (W4, W5, W7),
 * neutrals taking their neighbours' direction (N1, N2), implicit levels (I1, I2), reordering (L2)
 * and bracket mirroring (L4). No explicit embeddings or isolates: their controls are dropped, and
 * Arabic-Indic digits count as European ones. Enough for labels, names, amounts and dates.
 */

export type Direction = 'ltr' | 'rtl';

type BidiClass = 'L' | 'R' | 'EN' | 'CS' | 'ET' | 'N';

const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200f\u061c]/u;
const digits = /[0-9\u0660-\u0669\u06f0-\u06f9]/u;
const numberSeparators = /[.,:/\u00a0\u202f\u066b\u066c]/u;
const numberTerminators = /[%\u066a#$€£¥+\-\u2212]/u;
const leftToRight = /[\p{L}\p{M}\u200e]/u;
const controls = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

function classOf(char: string): BidiClass {
  // Arabic digits, separators and the Arabic percent sign sit in the Arabic block but are weak.
  if (digits.test(char)) return 'EN';
  if (numberSeparators.test(char)) return 'CS';
  if (numberTerminators.test(char)) return 'ET';
  if (rightToLeft.test(char)) return 'R';
  if (leftToRight.test(char)) return 'L';
  return 'N';
}

const mirrors: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** W4, W5, W7: separators inside a number and terminators beside it join it; after L it is L. */
function resolveNumbers(classes: BidiClass[], base: Direction): void {
  for (let index = 1; index < classes.length - 1; index += 1) {
    if (classes[index] === 'CS' && classes[index - 1] === 'EN' && classes[index + 1] === 'EN')
      classes[index] = 'EN';
  }
  for (let index = 0; index < classes.length; index += 1) {
    if (classes[index] !== 'ET') continue;
    let end = index;
    while (classes[end] === 'ET') end += 1;
    if (classes[index - 1] === 'EN' || classes[end] === 'EN') classes.fill('EN', index, end);
    index = end - 1;
  }
  let strong: BidiClass = base === 'rtl' ? 'R' : 'L';
  classes.forEach((bidiClass, index) => {
    if (bidiClass === 'L' || bidiClass === 'R') strong = bidiClass;
    else if (bidiClass === 'EN' && strong === 'L') classes[index] = 'L';
  });
}

/** N1, N2: a run of neutrals between two of one direction (numbers count as R) takes it, else the base. */
function resolveNeutrals(classes: BidiClass[], base: Direction): void {
  const edge: BidiClass = base === 'rtl' ? 'R' : 'L';
  const strength = (bidiClass: BidiClass | undefined): BidiClass =>
    bidiClass === undefined ? edge : bidiClass === 'EN' ? 'R' : bidiClass;
  for (let index = 0; index < classes.length; index += 1) {
    const bidiClass = classes[index];
    if (bidiClass === 'L' || bidiClass === 'R' || bidiClass === 'EN') continue;
    let end = index;
    while (end < classes.length && !['L', 'R', 'EN'].includes(classes[end] ?? 'L')) end += 1;
    const before = strength(classes[index - 1]);
    const after = strength(classes[end]);
    classes.fill(before === after ? before : edge, index, end);
    index = end - 1;
  }
}

/** I1, I2: the level of each character from the paragraph's level (0 or 1). */
function levelsOf(classes: readonly BidiClass[], base: Direction): number[] {
  const paragraph = base === 'rtl' ? 1 : 0;
  return classes.map((bidiClass) => {
    if (paragraph === 0) return bidiClass === 'R' ? 1 : bidiClass === 'EN' ? 2 : 0;
    return bidiClass === 'R' ? 1 : 2;
  });
}

/** L2: from the highest level down to the lowest odd one, reverse every run at that level or above. */
function reorder<T>(items: T[], levels: readonly number[]): T[] {
  const highest = Math.max(0, ...levels);
  const lowest = Math.min(...levels);
  const lowestOdd = lowest % 2 === 1 ? lowest : lowest + 1;
  const order = items.map((_, index) => index);
  const current = [...levels];
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let index = 0; index < order.length; index += 1) {
      if ((current[index] ?? 0) < level) continue;
      let end = index;
      while (end < order.length && (current[end] ?? 0) >= level) end += 1;
      order.splice(index, end - index, ...order.slice(index, end).reverse());
      current.splice(index, end - index, ...current.slice(index, end).reverse());
      index = end;
    }
  }
  return order.map((index) => items[index] as T);
}

/**
 * The direction of the text's first strong character (UAX #9 P2, P3), as HTML's dir="auto" reads
 * a value: a Latin address in an Arabic page stays left to right, numbers first and all.
 */
export function directionOfText(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const bidiClass = classOf(char);
    if (bidiClass === 'L') return 'ltr';
    if (bidiClass === 'R') return 'rtl';
  }
  return fallback;
}

/** The line's characters shaped and in the order they are drawn from left to right. */
export function visualLine(text: string, base: Direction): string {
  const chars = [...shapeArabic(text)];
  const classes = chars.map(classOf);
  resolveNumbers(classes, base);
  resolveNeutrals(classes, base);
  const levels = levelsOf(classes, base);
  const drawn = chars.map((char, index) => ((levels[index] ?? 0) % 2 === 1 ? (mirrors[char] ?? char) : char));
  return reorder(drawn, levels)
    .filter((char) => !controls.test(char))
    .join('');
}
