import type { TrueTypeFont } from './truetype-font';

/**
 * A TrueType font holding only the glyphs a document uses. Glyph ids are kept (a PDF with
 * CIDToGIDMap Identity draws glyph id = CID), so unused glyphs become empty entries of the glyf
 * table rather than being renumbered; composite glyphs keep the glyphs they are built from.
 */

/** The tables a PDF viewer's TrueType rasteriser reads; cmap, name and the layout tables are not used. */
const keptTables = ['cvt ', 'fpgm', 'prep', 'head', 'hhea', 'hmtx', 'maxp'];

const moreComponents = 0x20;
const argsAreWords = 0x01;
const hasScale = 0x08;
const hasXYScale = 0x40;
const hasTwoByTwo = 0x80;

/** The glyph ids a composite glyph (numberOfContours < 0) is assembled from. */
export function componentsOf(font: TrueTypeFont, glyphId: number): number[] {
  const { start, end } = font.glyphRange(glyphId);
  if (end <= start) return [];
  const glyf = font.tables.get('glyf')?.offset ?? 0;
  const bytes = font.bytes;
  if (bytes.readInt16BE(glyf + start) >= 0) return [];
  const components: number[] = [];
  let at = glyf + start + 10;
  for (;;) {
    const flags = bytes.readUInt16BE(at);
    components.push(bytes.readUInt16BE(at + 2));
    at += 4 + (flags & argsAreWords ? 4 : 2);
    if (flags & hasScale) at += 2;
    else if (flags & hasXYScale) at += 4;
    else if (flags & hasTwoByTwo) at += 8;
    if (!(flags & moreComponents)) return components;
  }
}

/** The used glyphs, .notdef and every component they need, however deep. */
export function closureOf(font: TrueTypeFont, used: Iterable<number>): Set<number> {
  const kept = new Set<number>([0]);
  const waiting = [...used];
  for (let glyph = waiting.pop(); glyph !== undefined; glyph = waiting.pop()) {
    if (kept.has(glyph) || glyph >= font.numGlyphs) continue;
    kept.add(glyph);
    waiting.push(...componentsOf(font, glyph));
  }
  return kept;
}

const padded = (length: number) => (length + 3) & ~3;

function checksum(table: Buffer): number {
  let sum = 0;
  const whole = Buffer.alloc(padded(table.length));
  table.copy(whole);
  for (let at = 0; at < whole.length; at += 4) sum = (sum + whole.readUInt32BE(at)) >>> 0;
  return sum;
}

function subsetGlyphs(font: TrueTypeFont, kept: Set<number>): { glyf: Buffer; loca: Buffer } {
  const glyfAt = font.tables.get('glyf')?.offset ?? 0;
  const pieces: Buffer[] = [];
  const loca = Buffer.alloc((font.numGlyphs + 1) * 4);
  let offset = 0;
  for (let glyph = 0; glyph < font.numGlyphs; glyph += 1) {
    loca.writeUInt32BE(offset, glyph * 4);
    if (!kept.has(glyph)) continue;
    const { start, end } = font.glyphRange(glyph);
    if (end <= start) continue;
    const outline = Buffer.alloc(padded(end - start));
    font.bytes.copy(outline, 0, glyfAt + start, glyfAt + end);
    pieces.push(outline);
    offset += outline.length;
  }
  loca.writeUInt32BE(offset, font.numGlyphs * 4);
  return { glyf: Buffer.concat(pieces), loca };
}

/** The subset font file: the kept tables, glyf and loca rewritten, long loca offsets, checksums right. */
export function subsetFont(font: TrueTypeFont, used: Iterable<number>): Buffer {
  const { glyf, loca } = subsetGlyphs(font, closureOf(font, used));
  const tables = new Map<string, Buffer>();
  for (const tag of keptTables) {
    const record = font.tables.get(tag);
    if (record)
      tables.set(tag, Buffer.from(font.bytes.subarray(record.offset, record.offset + record.length)));
  }
  const head = tables.get('head');
  if (!head) throw new Error('A TrueType font without a head table cannot be subset');
  head.writeUInt32BE(0, 8);
  head.writeInt16BE(1, 50);
  tables.set('glyf', glyf);
  tables.set('loca', loca);

  const tags = [...tables.keys()].sort();
  const directorySize = 12 + tags.length * 16;
  const header = Buffer.alloc(directorySize);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = directorySize;
  tags.forEach((tag, index) => {
    const table = tables.get(tag) ?? Buffer.alloc(0);
    const record = 12 + index * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(table), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.length, record + 12);
    const body = Buffer.alloc(padded(table.length));
    table.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  const file = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headAt + 8);
  return file;
}
