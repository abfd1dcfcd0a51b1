import { type Column, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';

interface Shape {
  text: string;
  /** Property key and column, in the order of the text's column list. */
  columns: [key: string, column: Column][];
}

const shapes = new WeakMap<PgTable, Map<string, Shape>>();

function shapeOf(table: PgTable, keys: readonly string[], signature: string): Shape {
  let byKeys = shapes.get(table);
  if (!byKeys) {
    byKeys = new Map();
    shapes.set(table, byKeys);
  }
  const known = byKeys.get(signature);
  if (known) return known;
  const all = getTableColumns(table);
  const columns = keys.flatMap((key): [string, Column][] => {
    const column = all[key];
    return column ? [[key, column]] : [];
  });
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const name = `"${getTableName(table)}"`;
  const shape = {
    text: `insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, $1::json)`,
    columns,
  };
  byKeys.set(signature, shape);
  return shape;
}

/** A value as json_populate_recordset reads it: JSON columns as JSON, others as their text. */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return value;
  return column.mapToDriverValue(value);
}

/** The keys a row gives a value, as Drizzle's insert reads them: undefined takes the column's default. */
const givenKeys = (row: Record<string, unknown>) => Object.keys(row).filter((key) => row[key] !== undefined);

/**
 * Inserts rows of one table in one statement whose text depends only on the columns given, not
 * on the number of rows: the rows travel as one JSON parameter that json_populate_recordset turns
 * into the table's row type. The text is built once per table and set of columns, so the statement
 * is prepared once per connection (statement-cache.ts) and no statement is built per call: Drizzle
 * building a five-line document's header and lines cost more CPU than the rest of its SQL (issue
 * 19), and a 200-line insert had a text of its own. Rows must give the same columns; a column
 * left out takes its default, as in Drizzle's insert.
 */
export async function insertRows<Table extends PgTable>(
  on: DbOrTx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<number> {
  const [first] = rows;
  if (!first) return 0;
  const keys = givenKeys(first);
  const signature = keys.join(',');
  const alike = rows.every((row) => givenKeys(row as Record<string, unknown>).join(',') === signature);
  // Rows that leave out different columns each take those columns' defaults: Drizzle's insert says so.
  if (!alike) return (await on.insert(table).values([...rows])).rowCount ?? 0;
  const shape = shapeOf(table, keys, signature);
  const records = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const [key, column] of shape.columns) record[column.name] = jsonValue(column, values[key]);
    return record;
  });
  const result = await on._.session
    .prepareQuery({ sql: shape.text, params: [JSON.stringify(records)] }, undefined, undefined, false)
    .execute();
  return (result as { rowCount: number | null }).rowCount ?? 0;
}
