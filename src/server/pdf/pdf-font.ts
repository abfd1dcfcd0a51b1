import { createHash } from 'node:crypto';
import { subsetFont } from './font-subset';
import { flateStream, type PdfFile, type PdfRef, type PdfValue, pdfName } from './pdf-objects';
import type { TrueTypeFont } from './truetype-font';

/** A glyph to draw and the text it stands for, which the ToUnicode map gives back on copy. */
export interface Glyph {
  id: number;
  text: string;
}

const replacement = 0x20;

const isPresentationForm = (codePoint: number) =>
  (codePoint >= 0xfb50 && codePoint <= 0xfdff) || (codePoint >= 0xfe70 && codePoint <= 0xfeff);

/**
 * Presentation forms copy as the letters they are made of, so a search for the word finds it. A
 * ligature's letters are given in drawing order (U+FEFB as alef then lam): viewers reverse the
 * characters of a right-to-left run when they copy it, which puts them back as lam then alef.
 */
const copiedText = (codePoint: number) => {
  const char = String.fromCodePoint(codePoint);
  return isPresentationForm(codePoint) ? [...char.normalize('NFKC')].reverse().join('') : char;
};

const hex4 = (value: number) => value.toString(16).padStart(4, '0').toUpperCase();
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/**
 * A TrueType font embedded as a Type0 font with a CIDFontType2 descendant (ISO 32000-1, 9.7):
 * Identity-H encoding and CIDToGIDMap Identity, so a two-byte string is a sequence of glyph ids,
 * which is what shaped Arabic needs (presentation forms chosen here, not by the viewer).
 */
export class EmbeddedFont {
  private readonly used = new Map<number, string>();

  constructor(
    readonly font: TrueTypeFont,
    readonly resourceName: string,
  ) {}

  /** Glyphs of text already in visual order; a character the font lacks draws as a space. */
  glyphsOf(visual: string): Glyph[] {
    const glyphs: Glyph[] = [];
    for (const char of visual) {
      const codePoint = char.codePointAt(0) ?? replacement;
      const id = this.font.glyphOf(codePoint) || this.font.glyphOf(replacement);
      glyphs.push({ id, text: copiedText(codePoint) });
    }
    return glyphs;
  }

  /** Advance of the glyphs at a font size, in points. */
  widthOf(glyphs: readonly Glyph[], size: number): number {
    let units = 0;
    for (const glyph of glyphs) units += this.font.advanceOf(glyph.id);
    return (units * size) / this.font.metrics.unitsPerEm;
  }

  /** The string operand of Tj, remembering the glyphs for the subset and the ToUnicode map. */
  show(glyphs: readonly Glyph[]): string {
    for (const glyph of glyphs) if (!this.used.has(glyph.id)) this.used.set(glyph.id, glyph.text);
    return `<${glyphs.map((glyph) => hex4(glyph.id)).join('')}>`;
  }

  private scaled(units: number): number {
    return Math.round((units * 1000) / this.font.metrics.unitsPerEm);
  }

  /** W: runs of consecutive glyph ids with their widths in thousandths of the em. */
  private widths(): PdfValue[] {
    const ids = [...this.used.keys()].sort((a, b) => a - b);
    const entries: PdfValue[] = [];
    let run: number[] = [];
    let first = -1;
    ids.forEach((id, index) => {
      if (index > 0 && id !== (ids[index - 1] ?? 0) + 1) {
        entries.push(first, run);
        run = [];
      }
      if (run.length === 0) first = id;
      run.push(this.scaled(this.font.advanceOf(id)));
    });
    if (run.length > 0) entries.push(first, run);
    return entries;
  }

  private toUnicode(): string {
    const pairs = [...this.used].filter(([, text]) => text !== '');
    const blocks: string[] = [];
    for (let start = 0; start < pairs.length; start += 100) {
      const block = pairs.slice(start, start + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.map(([id, text]) => `<${hex4(id)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }

  /** A subset's name starts with six capital letters that differ between subsets (9.6.4). */
  private subsetName(): string {
    const digest = createHash('sha1')
      .update([...this.used.keys()].join(','))
      .digest();
    const tag = [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
    return `${tag}+${this.font.postScriptName}`;
  }

  /** Writes the font's objects once every page has been drawn; answers the Type0 font. */
  write(file: PdfFile): PdfRef {
    const { metrics } = this.font;
    const fontFile = subsetFont(this.font, this.used.keys());
    const name = pdfName(this.subsetName());
    const descriptor = file.add({
      Type: pdfName('FontDescriptor'),
      FontName: name,
      // Symbolic (4): glyphs are reached by id, not through a standard Latin encoding.
      Flags: 4,
      FontBBox: metrics.bbox.map((value) => this.scaled(value)),
      ItalicAngle: metrics.italicAngle,
      Ascent: this.scaled(metrics.ascent),
      Descent: this.scaled(metrics.descent),
      CapHeight: this.scaled(metrics.capHeight),
      StemV: 80,
      FontFile2: file.add(flateStream(fontFile, { Length1: fontFile.length })),
    });
    const descendant = file.add({
      Type: pdfName('Font'),
      Subtype: pdfName('CIDFontType2'),
      BaseFont: name,
      CIDSystemInfo: { Registry: 'Adobe', Ordering: 'Identity', Supplement: 0 },
      FontDescriptor: descriptor,
      DW: this.scaled(this.font.advanceOf(0)),
      W: this.widths(),
      CIDToGIDMap: pdfName('Identity'),
    });
    return file.add({
      Type: pdfName('Font'),
      Subtype: pdfName('Type0'),
      BaseFont: name,
      Encoding: pdfName('Identity-H'),
      DescendantFonts: [descendant],
      ToUnicode: file.add(flateStream(this.toUnicode())),
    });
  }
}
