import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-inspection';
import { flateStream, PdfFile, PdfRef, pdfName, serialise } from './pdf-objects';

function smallFile(): Buffer {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pages = file.reserve();
  const content = file.add(flateStream('BT ET'));
  const page = file.add({
    Type: pdfName('Page'),
    Parent: pages,
    MediaBox: [0, 0, 595.28, 841.89],
    Contents: content,
  });
  file.set(pages, { Type: pdfName('Pages'), Kids: [page], Count: 1 });
  file.set(catalog, { Type: pdfName('Catalog'), Pages: pages });
  return file.toBuffer(catalog, { Title: 'Commande 12 é' });
}

describe('the PDF file writer', () => {
  it('starts with the PDF 1.7 header and a binary comment line', () => {
    const bytes = smallFile();
    expect(bytes.subarray(0, 9).toString('latin1')).toBe('%PDF-1.7\n');
    expect(bytes[10]).toBeGreaterThan(127);
  });

  it('points every xref entry at its "N 0 obj", startxref at the table and the trailer at the root', () => {
    const pdf = inspectPdf(smallFile());
    expect(pdf.problems).toEqual([]);
    expect(pdf.objects.size).toBe(5);
    for (const [id, object] of pdf.objects) expect(object.body.startsWith(`${id} 0 obj`)).toBe(true);
    expect(pdf.trailer).toMatch(/\/Size 6 \/Root 1 0 R \/Info 5 0 R/);
  });

  it('compresses streams with FlateDecode and gives their exact Length', () => {
    const bytes = smallFile();
    const pdf = inspectPdf(bytes);
    expect(pdf.objects.get(3)?.stream?.toString()).toBe('BT ET');
    const raw = flateStream('q Q');
    expect(inflateSync(raw.data).toString()).toBe('q Q');
  });

  it('refuses to write an object that was reserved and never set', () => {
    const file = new PdfFile();
    const root = file.reserve();
    file.reserve();
    expect(() => file.toBuffer(root, {})).toThrow(/never written/);
  });

  it('writes names, strings, numbers and references as the syntax wants them', () => {
    expect(serialise(pdfName('A B#'))).toBe('/A#20B#23');
    expect(serialise('a (b) \\')).toBe('(a \\(b\\) \\\\)');
    expect(serialise('é')).toBe('<FEFF00E9>');
    expect(serialise([1.23456, -0.0001, 2, new PdfRef(7), null, true])).toBe('[1.235 0 2 7 0 R null true]');
    expect(serialise({ Type: pdfName('Font'), Skip: undefined })).toBe('<</Type /Font>>');
  });
});
