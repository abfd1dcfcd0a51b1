/**
 * Arabic contextual shaping through the Presentation Forms-B block (U+FE70 to U+FEFF): each letter
 * takes its isolated, final, initial or medial form from its neighbours, and lam followed by an
 * alef becomes one ligature. This is what a PDF needs when no shaping engine (HarfBuzz) is at hand;
 * letters outside the basic Arabic alphabet (Persian, Urdu) and mark positioning are left as they are.
 */

/** The letters U+0621 to U+064A in the order of their forms from U+FE80, and how many forms each has. */
const formCounts: readonly [number, number][] = [
  [0x0621, 1],
  [0x0622, 2],
  [0x0623, 2],
  [0x0624, 2],
  [0x0625, 2],
  [0x0626, 4],
  [0x0627, 2],
  [0x0628, 4],
  [0x0629, 2],
  [0x062a, 4],
  [0x062b, 4],
  [0x062c, 4],
  [0x062d, 4],
  [0x062e, 4],
  [0x062f, 2],
  [0x0630, 2],
  [0x0631, 2],
  [0x0632, 2],
  [0x0633, 4],
  [0x0634, 4],
  [0x0635, 4],
  [0x0636, 4],
  [0x0637, 4],
  [0x0638, 4],
  [0x0639, 4],
  [0x063a, 4],
  [0x0641, 4],
  [0x0642, 4],
  [0x0643, 4],
  [0x0644, 4],
  [0x0645, 4],
  [0x0646, 4],
  [0x0647, 4],
  [0x0648, 2],
  [0x0649, 2],
  [0x064a, 4],
];

type Form = 'isolated' | 'final' | 'initial' | 'medial';
const formOrder: readonly Form[] = ['isolated', 'final', 'initial', 'medial'];

/** Each letter's presentation forms: the first at U+FE80, then consecutive code points. */
const forms = new Map<number, Partial<Record<Form, number>>>();
let nextForm = 0xfe80;
for (const [letter, count] of formCounts) {
  const letterForms: Partial<Record<Form, number>> = {};
  for (const form of formOrder.slice(0, count)) {
    letterForms[form] = nextForm;
    nextForm += 1;
  }
  forms.set(letter, letterForms);
}

const lam = 0x0644;
const tatweel = 0x0640;
/** Lam with alef madda, hamza above, hamza below and plain alef: isolated form; the final form follows it. */
const lamAlef = new Map([
  [0x0622, 0xfef5],
  [0x0623, 0xfef7],
  [0x0625, 0xfef9],
  [0x0627, 0xfefb],
]);

/** Harakat, superscript alef and the like: they sit on a letter and do not break its joining. */
export const isTransparent = (codePoint: number) =>
  (codePoint >= 0x064b && codePoint <= 0x065f) || codePoint === 0x0670;

/** Joins to the letter after it (its forms include initial and medial), or a tatweel. */
const joinsForward = (codePoint: number | undefined) =>
  codePoint === tatweel || (codePoint !== undefined && forms.get(codePoint)?.medial !== undefined);
/** Joins to the letter before it: every letter with a final form, and tatweel. */
const joinsBackward = (codePoint: number | undefined) =>
  codePoint === tatweel || (codePoint !== undefined && forms.get(codePoint)?.final !== undefined);

function neighbour(codePoints: readonly number[], from: number, step: 1 | -1): number | undefined {
  for (let index = from + step; index >= 0 && index < codePoints.length; index += step) {
    const codePoint = codePoints[index] ?? 0;
    if (!isTransparent(codePoint)) return codePoint;
  }
  return undefined;
}

/** Shapes text in logical order; the result is still logical order, with presentation forms. */
export function shapeArabic(text: string): string {
  const codePoints = [...text].map((char) => char.codePointAt(0) ?? 0);
  const shaped: number[] = [];
  for (let index = 0; index < codePoints.length; index += 1) {
    const codePoint = codePoints[index] ?? 0;
    const letterForms = forms.get(codePoint);
    if (!letterForms) {
      shaped.push(codePoint);
      continue;
    }
    const joinsBefore = joinsForward(neighbour(codePoints, index, -1)) && letterForms.final !== undefined;
    const next = neighbour(codePoints, index, 1);
    const ligature = codePoint === lam && next !== undefined ? lamAlef.get(next) : undefined;
    if (ligature !== undefined && codePoints[index + 1] === next) {
      shaped.push(joinsBefore ? ligature + 1 : ligature);
      index += 1;
      continue;
    }
    const joinsAfter = letterForms.medial !== undefined && joinsBackward(next);
    const form: Form =
      joinsBefore && joinsAfter ? 'medial' : joinsBefore ? 'final' : joinsAfter ? 'initial' : 'isolated';
    shaped.push(letterForms[form] ?? codePoint);
  }
  return String.fromCodePoint(...shaped);
}
