import { csvLine } from '../../shared/api/csv-text';
import type { CsvHeaderMode } from '../preferences/export-settings';

/** The header lines of an export of `fields`, as `mode` asks. */
export function csvHeaderLines(
  fields: readonly string[],
  titleOf: (field: string) => string,
  mode: CsvHeaderMode,
): string {
  const titles = csvLine(fields.map(titleOf));
  const names = csvLine(fields);
  return mode === 'fields' ? names : mode === 'titles' ? titles : `${titles}${names}`;
}

/** Field names never hold a line break, so the header ends at the first one, well within this. */
const headerBytes = 64 * 1024;

/**
 * The server's export with its header (the field names it exported, which may be fewer than
 * asked: a column the user may not read is left out) in place of `mode`'s. Only the header is
 * read; the rows are passed on as the same bytes, however large.
 */
export async function withCsvHeader(
  file: Blob,
  titleOf: (field: string) => string,
  mode: CsvHeaderMode,
): Promise<Blob> {
  const start = new Uint8Array(await file.slice(0, headerBytes).arrayBuffer());
  const end = start.findIndex((byte, index) => byte === 0x0d && start[index + 1] === 0x0a);
  if (end < 0) return file;
  // TextDecoder drops the byte order mark the server starts with; the new file starts with its own.
  const header = new TextDecoder('utf-8').decode(start.subarray(0, end));
  const fields = header === '' ? [] : header.split(',');
  return new Blob(['\uFEFF', csvHeaderLines(fields, titleOf, mode), file.slice(end + 2)], {
    type: file.type,
  });
}
