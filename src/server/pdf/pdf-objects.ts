import { deflateSync } from 'node:zlib';

/**
 * PDF 1.7 objects (ISO 32000-1, section 7.3) and a file of them with its cross-reference table.
 * Enough for generated documents: no incremental updates, no object streams, no encryption.
 */

export class PdfRef {
  constructor(readonly id: number) {}
}

export class PdfName {
  constructor(readonly name: string) {}
}

/** Bytes written as they are: a hexadecimal string of glyph ids, an operator sequence. */
export class PdfRaw {
  constructor(readonly text: string) {}
}

export class PdfStream {
  constructor(
    readonly dictionary: PdfDictionary,
    readonly data: Buffer,
  ) {}
}

export type PdfValue =
  | number
  | boolean
  | null
  | string
  | PdfName
  | PdfRef
  | PdfRaw
  | readonly PdfValue[]
  | PdfDictionary;

export interface PdfDictionary {
  readonly [key: string]: PdfValue | undefined;
}

export const pdfName = (name: string) => new PdfName(name);

/** Coordinates to a thousandth of a point: more is noise, and a shorter stream compresses better. */
export function pdfNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const text = value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

const nameEscape = /[^!-~]|[#()<>[\]{}/%]/g;

/** ASCII text as a literal string; anything else as UTF-16BE with its byte order mark (7.9.2.2). */
export function pdfText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

export function serialise(value: PdfValue | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return pdfNumber(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pdfText(value);
  if (value instanceof PdfName)
    return `/${value.name.replace(nameEscape, (char) => `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`)}`;
  if (value instanceof PdfRef) return `${value.id} 0 R`;
  if (value instanceof PdfRaw) return value.text;
  if (Array.isArray(value)) return `[${value.map((item: PdfValue) => serialise(item)).join(' ')}]`;
  const entries = Object.entries(value as PdfDictionary).filter(([, item]) => item !== undefined);
  return `<<${entries.map(([key, item]) => `/${key} ${serialise(item)}`).join(' ')}>>`;
}

/** A stream compressed with FlateDecode (zlib, as 7.4.4 defines it). */
export function flateStream(data: Buffer | string, dictionary: PdfDictionary = {}): PdfStream {
  return new PdfStream({ ...dictionary, Filter: pdfName('FlateDecode') }, deflateSync(data));
}

/** Objects numbered from 1, written in order with the byte offset of each in the xref table. */
export class PdfFile {
  private readonly objects: (PdfValue | PdfStream | undefined)[] = [];

  reserve(): PdfRef {
    this.objects.push(undefined);
    return new PdfRef(this.objects.length);
  }

  set(ref: PdfRef, value: PdfValue | PdfStream): PdfRef {
    this.objects[ref.id - 1] = value;
    return ref;
  }

  add(value: PdfValue | PdfStream): PdfRef {
    return this.set(this.reserve(), value);
  }

  toBuffer(root: PdfRef, info: PdfDictionary): Buffer {
    const chunks: Buffer[] = [];
    let length = 0;
    const write = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
      chunks.push(bytes);
      length += bytes.length;
    };
    // The second line's bytes above 127 tell transfer tools the file is binary (7.5.2).
    write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    const infoRef = this.add(info);
    const offsets: number[] = [];
    this.objects.forEach((value, index) => {
      if (value === undefined) throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(length);
      write(`${index + 1} 0 obj\n`);
      if (value instanceof PdfStream) {
        write(`${serialise({ ...value.dictionary, Length: value.data.length })}\nstream\n`);
        write(value.data);
        write('\nendstream');
      } else write(serialise(value));
      write('\nendobj\n');
    });
    const xref = length;
    // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
    write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f\r\n`);
    for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n\r\n`);
    write(`trailer\n${serialise({ Size: offsets.length + 1, Root: root, Info: infoRef })}\n`);
    write(`startxref\n${xref}\n%%EOF\n`);
    return Buffer.concat(chunks);
  }
}
