import { Readable } from 'node:stream';
import { csvLine } from '../../shared/api/csv-text';
import type { FieldDefinition } from '../../shared/resources/resource-definition';
import type { Db } from '../db/database';
import type { KeyValue } from '../db/keyset';
import { type ListPlan, readPage } from './list-query';
import type { ResourceSource } from './resource-source';

/** Rows per query while exporting: each is a short query, so other requests interleave. */
const chunkRows = 2_000;

/**
 * Streams the whole filtered, sorted view as CSV, chunk by chunk, so a million rows never sit in
 * memory together. The header names the fields as the API does (the client puts the column titles
 * of the user's language in their place, csv-header.ts).
 */
export function streamCsv(
  db: Db,
  source: ResourceSource,
  plan: ListPlan,
  columns: readonly FieldDefinition[],
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((field) => field.name))}`;
    // Each chunk continues after the last row's sort key (keyset), so the last costs what the first does.
    let after: KeyValue[] | undefined;
    for (;;) {
      const page = await readPage(
        db,
        source,
        plan,
        { offset: 0, limit: chunkRows, total: null, after },
        source.fields,
      );
      if (page.rows.length === 0) return;
      yield page.rows.map((row) => csvLine(columns.map((field) => row[field.name]))).join('');
      if (!page.more || !page.lastKey) return;
      after = page.lastKey;
    }
  }
  return Readable.from(lines());
}
