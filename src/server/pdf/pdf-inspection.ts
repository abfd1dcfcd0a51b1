import { inflateSync } from 'node:zlib';

/**
 * Reads back what the writer produces, for tests: the objects through the xref table, their
 * streams inflated, the pages and the text drawn on them decoded through each font's ToUnicode map.
 * It trusts the writer's own layout (one object per xref entry, no object streams): not a PDF parser.
 */

export interface InspectedObject {
  id: number;
  offset: number;
  /** The object's text before `stream` (the whole body for other objects). */
  body: string;
  stream?: Buffer;
}

export interface InspectedPdf {
  header: string;
  objects: Map<number, InspectedObject>;
  trailer: string;
  /** The problems found; empty for a well-formed file. */
  problems: string[];
}

function readObject(bytes: Buffer, id: number, offset: number, problems: string[]): InspectedObject {
  const start = bytes.toString('latin1', offset, offset + 32);
  if (!start.startsWith(`${id} 0 obj`)) problems.push(`xref entry ${id} points at "${start.slice(0, 12)}"`);
  const end = bytes.indexOf('endobj', offset, 'latin1');
  const whole = bytes.subarray(offset, end);
  const streamAt = whole.indexOf('stream\n', 0, 'latin1');
  if (streamAt < 0) return { id, offset, body: whole.toString('latin1') };
  const body = whole.subarray(0, streamAt).toString('latin1');
  const length = Number(/\/Length (\d+)/.exec(body)?.[1] ?? -1);
  const raw = whole.subarray(streamAt + 7, streamAt + 7 + length);
  if (whole.toString('latin1', streamAt + 7 + length, streamAt + 7 + length + 10) !== '\nendstream')
    problems.push(`object ${id}: Length ${length} does not end at endstream`);
  return { id, offset, body, stream: body.includes('/FlateDecode') ? inflateSync(raw) : raw };
}

export function inspectPdf(bytes: Buffer): InspectedPdf {
  const problems: string[] = [];
  const text = bytes.toString('latin1');
  const header = text.slice(0, 8);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1] ?? -1);
  if (!text.startsWith('xref\n', startxref)) problems.push(`startxref ${startxref} does not point at xref`);
  const [, first = '', count = '0'] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  if (first !== '0') problems.push('the xref table does not start at object 0');
  const entriesAt = startxref + `xref\n0 ${count}\n`.length;
  const objects = new Map<number, InspectedObject>();
  for (let id = 1; id < Number(count); id += 1) {
    const entry = text.slice(entriesAt + id * 20, entriesAt + id * 20 + 20);
    if (!/^\d{10} 00000 n\r\n$/.test(entry)) problems.push(`xref entry ${id} is not 20 bytes: ${entry}`);
    objects.set(id, readObject(bytes, id, Number(entry.slice(0, 10)), problems));
  }
  const trailer = /trailer\n(<<.*>>)\n/.exec(text.slice(startxref))?.[1] ?? '';
  if (!trailer.includes(`/Size ${count}`)) problems.push(`the trailer's Size is not ${count}`);
  return { header, objects, trailer, problems };
}

const refOf = (body: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1] ?? 0);

/** The page objects in the order of the page tree's Kids. */
export function pagesOf(pdf: InspectedPdf): InspectedObject[] {
  const root = pdf.objects.get(refOf(pdf.trailer, 'Root'));
  const tree = pdf.objects.get(refOf(root?.body ?? '', 'Pages'));
  const kids = /\/Kids \[([^\]]*)\]/.exec(tree?.body ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((match) => pdf.objects.get(Number(match[1])) ?? []);
}

function toUnicodeMaps(pdf: InspectedPdf, page: InspectedObject): Map<string, Map<number, string>> {
  const resources = pdf.objects.get(refOf(page.body, 'Resources'));
  const fonts = /\/Font <<([^>]*)>>/.exec(resources?.body ?? '')?.[1] ?? '';
  const maps = new Map<string, Map<number, string>>();
  for (const [, name = '', id] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const cmap = pdf.objects.get(refOf(pdf.objects.get(Number(id))?.body ?? '', 'ToUnicode'));
    const glyphs = new Map<number, string>();
    for (const [, glyph = '0', unicode = ''] of (cmap?.stream?.toString('latin1') ?? '').matchAll(
      /<([0-9A-F]{4})> <([0-9A-F]+)>/g,
    )) {
      glyphs.set(Number.parseInt(glyph, 16), Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
    }
    maps.set(name, glyphs);
  }
  return maps;
}

/** Each string shown on the page (one Tj), as the glyphs' ToUnicode text in drawing order. */
export function textRunsOf(pdf: InspectedPdf, page: InspectedObject): string[] {
  const maps = toUnicodeMaps(pdf, page);
  const content = pdf.objects.get(refOf(page.body, 'Contents'))?.stream?.toString('latin1') ?? '';
  const runs: string[] = [];
  let font = new Map<number, string>();
  for (const [, name, hex] of content.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-F]*)> Tj/g)) {
    if (name) font = maps.get(name) ?? new Map();
    else if (hex !== undefined) {
      const ids = hex.match(/.{4}/g) ?? [];
      runs.push(ids.map((id) => font.get(Number.parseInt(id, 16)) ?? '\ufffd').join(''));
    }
  }
  return runs;
}

/** A right-to-left run as it is read: drawn left to right, so read from its end. */
export const readRightToLeft = (run: string) => [...run].reverse().join('');
