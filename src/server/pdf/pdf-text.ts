import type { TextStyle } from './pdf-canvas';
import type { Glyph } from './pdf-font';
import { type Direction, directionOfText, visualLine } from './simple-bidi';

/** A line of text shaped, reordered for drawing and measured. */
export interface LaidText {
  glyphs: Glyph[];
  width: number;
}

/**
 * `fallback` is the page's direction, for text without a strong letter (a number, a date);
 * `forced` a direction that is not guessed from the text (amounts are left to right on screen).
 */
export function layText(text: string, style: TextStyle, fallback: Direction, forced?: Direction): LaidText {
  const line = text.replace(/[\r\n\t]+/g, ' ');
  const glyphs = style.font.glyphsOf(visualLine(line, forced ?? directionOfText(line, fallback)));
  return { glyphs, width: style.font.widthOf(glyphs, style.size) };
}

/** The ellipsis follows the text's own direction (a mark before it), not the page's. */
const ellipsisOf = (text: string, fallback: Direction) =>
  directionOfText(text, fallback) === 'rtl' ? '\u200f…' : '\u200e…';

/** The text cut at the end (in reading order) with an ellipsis so that it fits `maxWidth`. */
export function fitText(
  text: string,
  style: TextStyle,
  base: Direction,
  maxWidth: number,
  forced?: Direction,
): LaidText {
  const ellipsis = ellipsisOf(text, forced ?? base);
  const whole = layText(text, style, base, forced);
  if (whole.width <= maxWidth) return whole;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // Binary search on the number of characters kept: the widest prefix that fits with its ellipsis.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (layText(chars.slice(0, middle).join('').trimEnd() + ellipsis, style, base, forced).width <= maxWidth)
      low = middle;
    else high = middle - 1;
  }
  return layText(chars.slice(0, low).join('').trimEnd() + ellipsis, style, base, forced);
}

/** Long text (an address, remarks) broken into lines at spaces, each at most `maxWidth` wide. */
export function wrapText(text: string, style: TextStyle, base: Direction, maxWidth: number): LaidText[] {
  const lines: LaidText[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && layText(candidate, style, base).width > maxWidth) {
        lines.push(fitText(current, style, base, maxWidth));
        current = word;
      } else current = candidate;
    }
    if (current !== '') lines.push(fitText(current, style, base, maxWidth));
  }
  return lines;
}
