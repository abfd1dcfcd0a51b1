/**
 * The parts of a TrueType font a PDF needs: glyph ids of characters (cmap 4 or 12), advance widths
 * (hhea + hmtx), metrics for the font descriptor (head, hhea, OS/2, post) and the glyph outlines
 * (loca + glyf) to subset. Offsets follow Apple's and Microsoft's OpenType specification.
 */

export interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bbox: [number, number, number, number];
}

export interface TrueTypeFont {
  bytes: Buffer;
  tables: Map<string, TableRecord>;
  numGlyphs: number;
  metrics: FontMetrics;
  postScriptName: string;
  /** The glyph id of a code point, 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Advance width in font units. */
  advanceOf(glyphId: number): number;
  /** Byte range of a glyph in the glyf table (relative to the table); empty for a blank glyph. */
  glyphRange(glyphId: number): { start: number; end: number };
}

export class FontFormatError extends Error {}

function readTables(bytes: Buffer): Map<string, TableRecord> {
  const count = bytes.readUInt16BE(4);
  const tables = new Map<string, TableRecord>();
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    const tag = bytes.toString('latin1', at, at + 4);
    tables.set(tag, { tag, offset: bytes.readUInt32BE(at + 8), length: bytes.readUInt32BE(at + 12) });
  }
  return tables;
}

function tableOf(tables: Map<string, TableRecord>, tag: string): TableRecord {
  const table = tables.get(tag);
  if (!table) throw new FontFormatError(`The font has no ${tag} table`);
  return table;
}

/** Format 4: segments of 16-bit code points, with an id delta or an offset into a glyph array. */
function readFormat4(bytes: Buffer, at: number, map: Map<number, number>): void {
  const segments = bytes.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = bytes.readUInt16BE(ends + segment * 2);
    const start = bytes.readUInt16BE(starts + segment * 2);
    const delta = bytes.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = bytes.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const glyphAt = rangeOffsetAt + rangeOffset + (code - start) * 2;
        const raw = bytes.readUInt16BE(glyphAt);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
}

/** Format 12: groups of 32-bit code points mapped to consecutive glyph ids. */
function readFormat12(bytes: Buffer, at: number, map: Map<number, number>): void {
  const groups = bytes.readUInt32BE(at + 12);
  for (let group = 0; group < groups; group += 1) {
    const groupAt = at + 16 + group * 12;
    const start = bytes.readUInt32BE(groupAt);
    const end = bytes.readUInt32BE(groupAt + 4);
    const firstGlyph = bytes.readUInt32BE(groupAt + 8);
    for (let code = start; code <= end; code += 1) map.set(code, firstGlyph + code - start);
  }
}

/** The Unicode subtable: full repertoire (3,10 format 12) first, then BMP (3,1 or 0,x format 4). */
function readCmap(bytes: Buffer, table: TableRecord): Map<number, number> {
  const count = bytes.readUInt16BE(table.offset + 2);
  const subtables: { platform: number; encoding: number; at: number; format: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const record = table.offset + 4 + index * 8;
    const at = table.offset + bytes.readUInt32BE(record + 4);
    subtables.push({
      platform: bytes.readUInt16BE(record),
      encoding: bytes.readUInt16BE(record + 2),
      at,
      format: bytes.readUInt16BE(at),
    });
  }
  const map = new Map<number, number>();
  const full = subtables.find((sub) => sub.format === 12 && (sub.platform === 0 || sub.platform === 3));
  const bmp = subtables.find(
    (sub) => sub.format === 4 && (sub.platform === 0 || (sub.platform === 3 && sub.encoding === 1)),
  );
  if (full) readFormat12(bytes, full.at, map);
  else if (bmp) readFormat4(bytes, bmp.at, map);
  else throw new FontFormatError('The font has no Unicode cmap of format 4 or 12');
  return map;
}

function readPostScriptName(bytes: Buffer, tables: Map<string, TableRecord>): string {
  const table = tables.get('name');
  if (!table) return 'Font';
  const count = bytes.readUInt16BE(table.offset + 2);
  const strings = table.offset + bytes.readUInt16BE(table.offset + 4);
  for (let index = 0; index < count; index += 1) {
    const record = table.offset + 6 + index * 12;
    const platform = bytes.readUInt16BE(record);
    if (bytes.readUInt16BE(record + 6) !== 6) continue;
    const length = bytes.readUInt16BE(record + 8);
    const at = strings + bytes.readUInt16BE(record + 10);
    const raw = bytes.subarray(at, at + length);
    const text = platform === 1 ? raw.toString('latin1') : Buffer.from(raw).swap16().toString('utf16le');
    return text.replace(/[^\x21-\x7e]/g, '');
  }
  return 'Font';
}

function readMetrics(bytes: Buffer, tables: Map<string, TableRecord>): FontMetrics {
  const head = tableOf(tables, 'head').offset;
  const hhea = tableOf(tables, 'hhea').offset;
  const os2 = tables.get('OS/2');
  const post = tables.get('post');
  const ascent = os2 ? bytes.readInt16BE(os2.offset + 68) : bytes.readInt16BE(hhea + 4);
  const descent = os2 ? bytes.readInt16BE(os2.offset + 70) : bytes.readInt16BE(hhea + 6);
  const hasCapHeight = os2 !== undefined && bytes.readUInt16BE(os2.offset) >= 2;
  return {
    unitsPerEm: bytes.readUInt16BE(head + 18),
    ascent,
    descent,
    capHeight: hasCapHeight ? bytes.readInt16BE(os2.offset + 88) : ascent,
    italicAngle: post ? bytes.readInt32BE(post.offset + 4) / 65536 : 0,
    bbox: [
      bytes.readInt16BE(head + 36),
      bytes.readInt16BE(head + 38),
      bytes.readInt16BE(head + 40),
      bytes.readInt16BE(head + 42),
    ],
  };
}

export function parseTrueType(bytes: Buffer): TrueTypeFont {
  const version = bytes.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) {
    throw new FontFormatError('Not a TrueType font (OpenType with CFF outlines is not supported)');
  }
  const tables = readTables(bytes);
  const head = tableOf(tables, 'head').offset;
  const numGlyphs = bytes.readUInt16BE(tableOf(tables, 'maxp').offset + 4);
  const numberOfHMetrics = bytes.readUInt16BE(tableOf(tables, 'hhea').offset + 34);
  const hmtx = tableOf(tables, 'hmtx').offset;
  const loca = tableOf(tables, 'loca').offset;
  const longLoca = bytes.readInt16BE(head + 50) === 1;
  // A subset embedded in a PDF has no cmap: its glyphs are reached by id.
  const cmapTable = tables.get('cmap');
  const cmap = cmapTable ? readCmap(bytes, cmapTable) : new Map<number, number>();
  tableOf(tables, 'glyf');

  const locaAt = (glyphId: number) =>
    longLoca ? bytes.readUInt32BE(loca + glyphId * 4) : bytes.readUInt16BE(loca + glyphId * 2) * 2;

  return {
    bytes,
    tables,
    numGlyphs,
    metrics: readMetrics(bytes, tables),
    postScriptName: readPostScriptName(bytes, tables),
    glyphOf: (codePoint) => cmap.get(codePoint) ?? 0,
    advanceOf: (glyphId) => bytes.readUInt16BE(hmtx + Math.min(glyphId, numberOfHMetrics - 1) * 4),
    glyphRange: (glyphId) => ({ start: locaAt(glyphId), end: locaAt(glyphId + 1) }),
  };
}
