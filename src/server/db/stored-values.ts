import { is, SQL } from 'drizzle-orm';
import { type AnyPgColumn, PgNumeric } from 'drizzle-orm/pg-core';
import { Decimal } from '../../shared/money/decimal';

/**
 * A row as the database would answer it for `columns`, from the values just written: numerics in
 * their column's scale ("1" becomes "1.000000"), columns left out as their default, the rest as
 * written. The posting core answers what it wrote this way instead of reading it back. A column
 * whose default is computed by the database (now(), a sequence) cannot be known here: it throws,
 * so a select list that needs one is caught by its test rather than answered wrong.
 */
export function asStored(
  values: Readonly<Record<string, unknown>>,
  columns: Readonly<Record<string, AnyPgColumn>>,
  known: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columns).map(([field, column]) => {
      if (field in known) return [field, known[field]];
      let value = values[field];
      if (value === undefined) {
        if (is(column.default, SQL)) throw new Error(`${field} takes a default the database computes`);
        value = column.hasDefault ? column.default : null;
      }
      if (value !== null && is(column, PgNumeric) && column.scale !== undefined)
        return [field, Decimal.of(String(value)).toFixed(column.scale)];
      return [field, value ?? null];
    }),
  );
}
