import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formSettingsPayloadSchema } from '../shared/api/form-settings';
import {
  documentCreateSchema,
  documentLineInputSchema,
  documentUpdateSchema,
} from '../shared/api/marketing-docs';
import { createPayloadSchema, updatePayloadSchema } from '../shared/resources/record-schemas';
import { resourceBindings } from './app';
import { documentLines, documents } from './db/schema/documents';
import { formSettings } from './db/schema/form-settings';

/**
 * The shared schemas restate the column types (they run in the browser and cannot read Drizzle):
 * this walks every writable field of every resource and of the documents and tries, on the
 * field's own schema, the first value its column cannot hold. A schema that lets one through would
 * make PostgreSQL fail the statement (a 500), or round the value and store something else.
 */
interface Bound {
  /** What the column cannot hold, said as a test name says it. */
  what: string;
  value: unknown;
}

function boundsOf(column: AnyPgColumn): Bound[] {
  const type = column.getSQLType();
  const bounds: Bound[] = [];
  if (column.notNull) bounds.push({ what: 'null on a NOT NULL column', value: null });
  const length = /^(?:varchar|char)\((\d+)\)$/.exec(type);
  if (length)
    bounds.push({ what: `${Number(length[1]) + 1} characters`, value: 'x'.repeat(Number(length[1]) + 1) });
  if (length || type === 'text') bounds.push({ what: 'a NUL character', value: 'a\u0000b' });
  if (type === 'integer')
    bounds.push({ what: '2^31', value: 2 ** 31 }, { what: '-2^31 - 1', value: -(2 ** 31) - 1 });
  if (type === 'smallint')
    bounds.push({ what: '2^15', value: 2 ** 15 }, { what: '-2^15 - 1', value: -(2 ** 15) - 1 });
  const digits = /^numeric\((\d+), (\d+)\)$/.exec(type);
  if (digits) {
    const [precision, scale] = [Number(digits[1]), Number(digits[2])];
    bounds.push(
      { what: `10^${precision - scale}`, value: `1${'0'.repeat(precision - scale)}` },
      { what: `10^-${scale + 1}`, value: `0.${'0'.repeat(scale)}1` },
    );
  }
  return bounds;
}

interface WritableField {
  where: string;
  schema: z.ZodType;
  column: AnyPgColumn;
}

/** Each field of an object schema with the column it is written to (`columnOf` renames). */
function fieldsOf(
  where: string,
  shape: Record<string, z.ZodType>,
  table: Record<string, AnyPgColumn>,
  columnOf: Record<string, string> = {},
): WritableField[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const column = table[columnOf[name] ?? name];
    return column && name !== 'version' ? [{ where: `${where} ${name}`, schema, column }] : [];
  });
}

const noListener = async () => {};

const resourceFields = resourceBindings(noListener).flatMap((binding) => {
  const table = getTableColumns(binding.table);
  const name = binding.definition.name;
  return [
    ...fieldsOf(`${name} create`, createPayloadSchema(binding.definition).shape, table),
    ...fieldsOf(`${name} update`, updatePayloadSchema(binding.definition).shape, table),
  ];
});

const lineColumns = { UnitPrice: 'PriceBefDi', DiscountPercent: 'DiscPrcnt', WarehouseCode: 'WhsCode' };
const updateLineShape = documentUpdateSchema.shape.DocumentLines.unwrap().element.shape;
const documentFields = [
  ...fieldsOf('document create', documentCreateSchema.shape, getTableColumns(documents)),
  ...fieldsOf('document update', documentUpdateSchema.shape, getTableColumns(documents)),
  ...fieldsOf('document line', documentLineInputSchema.shape, getTableColumns(documentLines), lineColumns),
  ...fieldsOf('document line update', updateLineShape, getTableColumns(documentLines), lineColumns),
  ...fieldsOf('form settings', formSettingsPayloadSchema.shape, getTableColumns(formSettings)),
];

const cases = [...resourceFields, ...documentFields].flatMap((field) =>
  boundsOf(field.column).map((bound) => ({ ...field, ...bound })),
);

describe('input bounds follow the column types', () => {
  it('finds the writable fields of every resource and of the documents', () => {
    expect(resourceFields.length).toBeGreaterThan(200);
    expect(documentFields.length).toBeGreaterThan(30);
  });

  it.each(cases)('$where refuses $what', ({ schema, value }) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
