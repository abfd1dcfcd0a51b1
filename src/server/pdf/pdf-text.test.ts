import { describe, expect, it } from 'vitest';
import { loadFont } from './font-files';
import { EmbeddedFont } from './pdf-font';
import { fitText, layText, wrapText } from './pdf-text';

const style = { font: new EmbeddedFont(loadFont('regular'), 'F1'), size: 10 };
const textOf = (glyphs: { text: string }[]) => glyphs.map((glyph) => glyph.text).join('');

describe('laying out a line of text', () => {
  it('measures with the font advances: a wider text is wider', () => {
    expect(layText('WWW', style, 'ltr').width).toBeGreaterThan(layText('iii', style, 'ltr').width);
  });

  it('cuts a text too wide with an ellipsis at its end and fits the width', () => {
    const laid = fitText('Provence Organic Red Lentils 5 kg', style, 'ltr', 80);
    expect(laid.width).toBeLessThanOrEqual(80);
    expect(textOf(laid.glyphs)).toMatch(/^Provence.*…$/);
  });

  it('keeps the ellipsis after a Latin text on a right-to-left page', () => {
    expect(textOf(fitText('Provence Organic Red Lentils', style, 'rtl', 80).glyphs)).toMatch(/^Provence.*…$/);
  });

  it('wraps long text at spaces into lines that each fit', () => {
    const lines = wrapText(
      '14 Harbour Road, Canary Wharf, London E14 9TS, United Kingdom',
      style,
      'ltr',
      120,
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120);
  });
});
