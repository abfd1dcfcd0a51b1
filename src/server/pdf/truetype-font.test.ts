import { describe, expect, it } from 'vitest';
import { loadFont } from './font-files';
import { closureOf, componentsOf, subsetFont } from './font-subset';
import { parseTrueType } from './truetype-font';

const font = loadFont('regular');
const glyph = (char: string) => font.glyphOf(char.codePointAt(0) ?? 0);

describe('reading DejaVu Sans', () => {
  it('finds glyphs for Latin, French accents, Arabic letters and their presentation forms', () => {
    for (const char of ['A', 'z', '0', 'é', 'ç', 'œ', 'ب', '\ufe91', '\ufefb', '\u00a0']) {
      expect(glyph(char), char).toBeGreaterThan(0);
    }
    expect(glyph('A')).not.toBe(glyph('B'));
    expect(font.glyphOf(0x10ffff)).toBe(0);
  });

  it('reads its metrics and advance widths in font units', () => {
    expect(font.metrics.unitsPerEm).toBe(2048);
    expect(font.metrics.ascent).toBeGreaterThan(0);
    expect(font.metrics.descent).toBeLessThan(0);
    expect(font.advanceOf(glyph('W'))).toBeGreaterThan(font.advanceOf(glyph('i')));
    expect(font.postScriptName).toBe('DejaVuSans');
  });
});

describe('subsetting a font', () => {
  it('keeps the components of a composite glyph', () => {
    const composite = [...'éàçÉ'].map(glyph).find((id) => componentsOf(font, id).length > 0);
    expect(composite).toBeDefined();
    const components = componentsOf(font, composite ?? 0);
    const kept = closureOf(font, [composite ?? 0]);
    for (const component of components) expect(kept.has(component)).toBe(true);
    expect(kept.has(0)).toBe(true);
  });

  it('keeps glyph ids, empties the unused glyphs and is far smaller than the font', () => {
    const used = [...'Facture 12 سلام'].map(glyph);
    const subset = parseTrueType(subsetFont(font, used));
    expect(subset.numGlyphs).toBe(font.numGlyphs);
    expect(subset.bytes.length).toBeLessThan(font.bytes.length / 5);
    for (const id of used) {
      const before = font.glyphRange(id);
      const after = subset.glyphRange(id);
      expect(after.end - after.start).toBeGreaterThanOrEqual(before.end - before.start);
    }
    const unused = glyph('Q');
    const empty = subset.glyphRange(unused);
    expect(empty.end - empty.start).toBe(0);
    expect(subset.advanceOf(glyph('F'))).toBe(font.advanceOf(glyph('F')));
  });
});
