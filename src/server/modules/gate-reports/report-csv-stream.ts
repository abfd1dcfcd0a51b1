import { Readable } from 'node:stream';
import { csvLine } from '../../../shared/api/csv-text';
import type { ReportPage, ReportPaging } from '../../db/report-page';

/** Rows per query while exporting: each is a short keyset query, so other requests interleave. */
const chunkRows = 2_000;

const cellOf = (value: unknown) => (Array.isArray(value) ? value.join(' ') : value);

/**
 * A report's whole filter as CSV, read chunk after chunk by the report's own keyset, so a large
 * scan log never sits in memory. The header names the fields as the API does; the client puts
 * the column titles of the user's language in its place (csv-header.ts), as for lists.
 */
export async function reportCsv<Row extends Record<string, unknown>>(
  fields: readonly string[],
  readPage: (paging: ReportPaging) => Promise<ReportPage<Row>>,
): Promise<Readable> {
  // The first chunk is read before answering, so that a refusal (the rules, a filter) is an
  // error answer rather than a file cut short.
  const first = await readPage({ page: 1, per_page: chunkRows, count: '0' });
  async function* lines() {
    yield `\uFEFF${csvLine(fields)}`;
    let page = first;
    for (;;) {
      if (page.data.length > 0)
        yield page.data.map((row) => csvLine(fields.map((field) => cellOf(row[field])))).join('');
      if (!page.more || !page.next) return;
      page = await readPage({ page: 1, per_page: chunkRows, count: '0', after: page.next });
    }
  }
  return Readable.from(lines());
}
