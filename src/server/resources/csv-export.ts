import { Readable } from 'node:stream';
import { and, eq, gt, is, isNotNull, isNull, lt, or, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldDefinition } from '../../shared/resources/resource-definition';
import type { Db } from '../db/database';
import { type ListPlan, readPage } from './list-query';
import type { ResourceSource } from './resource-source';

/** Rows per query while exporting: each is a short query, so other requests interleave. */
const chunkRows = 2_000;

type OrderEntry = ListPlan['order'][number];
type Operand = OrderEntry['column'];

/** drizzle's comparisons take a column or an expression, each by its own overload. */
const compare =
  (operator: typeof eq) =>
  (operand: Operand, value: unknown): SQL =>
    is(operand, SQL) ? operator(operand, value) : operator(operand, value);
const isAfter = compare(gt);
const isBefore = compare(lt);
const isEqual = compare(eq);

/** PostgreSQL sorts NULL last ascending and first descending; "after" follows that order. */
function after(entry: OrderEntry, value: unknown): SQL | undefined {
  if (entry.direction === 'asc')
    return value === null ? undefined : or(isAfter(entry.column, value), isNull(entry.column));
  return value === null ? isNotNull(entry.column) : isBefore(entry.column, value);
}

const same = (column: Operand, value: unknown) => (value === null ? isNull(column) : isEqual(column, value));

/**
 * The rows that sort after `last` in the plan's order (which ends with the key, so it is total):
 * a keyset continuation, so each chunk costs the same however deep the export is.
 */
export function rowsAfter(order: readonly OrderEntry[], last: readonly unknown[]): SQL | undefined {
  const branches = order.map((entry, index) => {
    const equalBefore = order
      .slice(0, index)
      .map((earlier, position) => same(earlier.column, last[position] ?? null));
    const next = after(entry, last[index] ?? null);
    return next ? and(...equalBefore, next) : undefined;
  });
  const present = branches.filter((branch) => branch !== undefined);
  return present.length ? or(...present) : undefined;
}

/** RFC 4180: quote a field holding a comma, a quote or a line break, doubling its quotes. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * Streams the whole filtered, sorted view as CSV, chunk by chunk, so a million rows never sit in
 * memory together. The header names the fields as the API does.
 */
export function streamCsv(
  db: Db,
  source: ResourceSource,
  plan: ListPlan,
  columns: readonly FieldDefinition[],
): Readable {
  const orderKeys = plan.order.map((_, index) => `__order${index}`);
  const selection: Record<string, AnyPgColumn | SQL> = { ...source.fields };
  plan.order.forEach((entry, index) => {
    selection[orderKeys[index] ?? ''] = entry.column;
  });
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((field) => field.name))}`;
    let last: unknown[] | undefined;
    for (;;) {
      const where = last ? and(plan.where, rowsAfter(plan.order, last)) : plan.where;
      const rows = await readPage(
        db,
        source,
        { ...plan, where },
        { offset: 0, limit: chunkRows, total: null },
        selection,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(columns.map((field) => row[field.name]))).join('');
      const final = rows[rows.length - 1];
      last = orderKeys.map((key) => final?.[key] ?? null);
      if (rows.length < chunkRows) return;
    }
  }
  return Readable.from(lines());
}
