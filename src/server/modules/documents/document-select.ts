import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type DocumentField,
  documentHeaderFields,
  documentLineFields,
} from '../../../shared/document-model/document-definition';
import { documentLines, documents } from '../../db/schema/documents';
import { unitsOfMeasure } from '../../db/schema/inventory';
import { salesEmployees } from '../../db/schema/organisation';
import { contactPersons } from '../../db/schema/partners';

/**
 * The server's select lists of documents, made from their definition: each field is its column
 * of the same name, or (a `via` field) the column of the joined table the queries below join on
 * the field it goes through. Adding a header field to the definition adds it to every answer.
 */

/** The columns `via` fields are read from; each query that selects them joins their table. */
const joinedColumns: Readonly<Record<string, AnyPgColumn>> = {
  SlpName: salesEmployees.SlpName,
  CntctName: contactPersons.Name,
  UomCode: unitsOfMeasure.UomCode,
};

export type SelectList = Record<string, AnyPgColumn>;

/** The select list of `fields` over `table`; a field without a column is a definition error. */
export function selectListOf(
  fields: readonly DocumentField[],
  table: PgTable,
  joined = joinedColumns,
): SelectList {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(
    fields.map((field) => {
      const column = field.via === undefined ? columns[field.name] : joined[field.name];
      if (!column) throw new Error(`The document field ${field.name} has no column to be read from`);
      return [field.name, column];
    }),
  );
}

/** A whole document's header. */
export const headerSelect = selectListOf(documentHeaderFields, documents);
/** A row of the documents list: the header without the fields only a whole document carries. */
export const listRowSelect = selectListOf(
  documentHeaderFields.filter((field) => !('detail' in field)),
  documents,
);
/** A document's lines. */
export const lineSelect = selectListOf(documentLineFields, documentLines);
