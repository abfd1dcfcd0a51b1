import { describe, expect, it } from 'vitest';
import { csvHeaderLines, withCsvHeader } from './csv-header';

const titles: Record<string, string> = {
  ItemCode: 'Item code',
  ItemName: 'Item name',
  OnHand: 'In stock, total',
};
const titleOf = (field: string) => titles[field] ?? field;
/** The file's text with its byte order mark (Blob.text() would drop it). */
const textOf = async (file: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
const serverExport = () =>
  new Blob(['\uFEFFItemCode,ItemName,OnHand\r\n', 'A1,"Rice, basmati",12\r\nA2,Tea,0\r\n'], {
    type: 'text/csv; charset=utf-8',
  });

describe('the header of a CSV export', () => {
  it('names the columns by their titles in the user language, quoted where CSV needs it', () => {
    expect(csvHeaderLines(['ItemCode', 'OnHand'], titleOf, 'titles')).toBe('Item code,"In stock, total"\r\n');
  });

  it('adds a second row of field names for re-import, or gives the field names alone', () => {
    expect(csvHeaderLines(['ItemCode', 'ItemName'], titleOf, 'titles-and-fields')).toBe(
      'Item code,Item name\r\nItemCode,ItemName\r\n',
    );
    expect(csvHeaderLines(['ItemCode', 'ItemName'], titleOf, 'fields')).toBe('ItemCode,ItemName\r\n');
  });

  it('puts the titles in place of the field names the server sent, and keeps every row as it was', async () => {
    const file = await withCsvHeader(serverExport(), titleOf, 'titles');
    expect(await textOf(file)).toBe(
      '\uFEFFItem code,Item name,"In stock, total"\r\nA1,"Rice, basmati",12\r\nA2,Tea,0\r\n',
    );
    expect(file.type).toBe('text/csv; charset=utf-8');
  });

  it('titles in Arabic, over the field names, for the columns the server exported', async () => {
    const arabic: Record<string, string> = {
      ItemCode: 'رمز الصنف',
      ItemName: 'اسم الصنف',
      OnHand: 'المخزون',
    };
    const file = await withCsvHeader(serverExport(), (field) => arabic[field] ?? field, 'titles-and-fields');
    const [first, second, row] = (await textOf(file)).split('\r\n');
    expect(first).toBe('\uFEFFرمز الصنف,اسم الصنف,المخزون');
    expect(second).toBe('ItemCode,ItemName,OnHand');
    expect(row).toBe('A1,"Rice, basmati",12');
  });

  it('leaves a file without a header line as it is', async () => {
    const empty = new Blob([]);
    expect(await withCsvHeader(empty, titleOf, 'titles')).toBe(empty);
  });
});
