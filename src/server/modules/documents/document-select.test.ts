import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  type DocumentField,
  documentHeaderFields,
  documentLineFields,
} from '../../../shared/document-model/document-definition';
import { documentLines, documents } from '../../db/schema/documents';
import { headerSelect, lineSelect, listRowSelect, selectListOf } from './document-select';

/** The SQL type a field of each kind is stored as (the select lists hand values over uncast). */
function sqlTypeAgrees(field: DocumentField, column: AnyPgColumn): boolean {
  const type = column.getSQLType();
  switch (field.kind) {
    case 'text':
      return type === 'text' || type === `varchar(${field.maxLength})` || type === `char(${field.maxLength})`;
    case 'number':
      return field.integer ? type === 'integer' : type.startsWith('numeric');
    case 'money':
    case 'percentage':
      return type.startsWith('numeric');
    case 'date':
      return type === 'date';
    case 'boolean':
      return type === 'char(1)';
    case 'enum':
      return type.startsWith('varchar');
    case 'reference':
      return field.valueType === 'integer' ? type === 'integer' : type === `varchar(${field.maxLength})`;
  }
}

describe("the server's select lists of documents come from the document definition", () => {
  it('select every field the definition declares, the list row without the detail ones', () => {
    expect(Object.keys(headerSelect)).toEqual(documentHeaderFields.map((field) => field.name));
    expect(Object.keys(listRowSelect)).toEqual(
      documentHeaderFields.filter((field) => !('detail' in field)).map((field) => field.name),
    );
    expect(Object.keys(lineSelect)).toEqual(documentLineFields.map((field) => field.name));
  });

  it.each([
    ['header', documentHeaderFields, getTableColumns(documents)],
    ['line', documentLineFields, getTableColumns(documentLines)],
  ] as const)(
    'agree with the %s table: each stored field has its column of the right type and nullability',
    (_, fields, table) => {
      const columns = table as Record<string, AnyPgColumn>;
      const problems = (fields as readonly DocumentField[]).flatMap((field) => {
        if (field.via !== undefined) return [];
        const column = columns[field.name];
        if (!column) return [`${field.name}: no column`];
        const notNull = Boolean(field.notNull || field.required);
        return [
          ...(sqlTypeAgrees(field, column)
            ? []
            : [`${field.name}: ${column.getSQLType()} for a ${field.kind}`]),
          ...(column.notNull === notNull || field.name === 'CardCode' || field.name === 'ItemCode'
            ? []
            : [`${field.name}: NOT NULL is ${column.notNull}, the definition says ${notNull}`]),
        ];
      });
      expect(problems).toEqual([]);
    },
  );

  it('adds a field planted in the definition to the select list, and refuses one without a column', () => {
    const planted = [...documentHeaderFields, { name: 'DocTime', kind: 'text', maxLength: 8 } as const];
    expect(() => selectListOf(planted, documents)).toThrow(/DocTime has no column/);
    const withColumn = [...documentHeaderFields, { name: 'UpdateDate', kind: 'date' } as const];
    expect(Object.keys(selectListOf(withColumn, documents))).toContain('UpdateDate');
  });
});
