import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { documentLines, documents } from '../db/schema/documents';
import { type ConditionColumns, columnCondition } from './sql-conditions';

/** A condition on a document's lines: true when any line matches, as CASL reads a path into an array. */
const anyLine =
  (column: AnyPgColumn) =>
  (operator: string, value: unknown): SQL =>
    sql`exists (select 1 from ${documentLines} where ${and(
      eq(documentLines.ObjType, documents.ObjType),
      eq(documentLines.DocEntry, documents.DocEntry),
      columnCondition(column, operator, value),
    )})`;

/** A condition holds of a warehouse column's value: NULL (no warehouse there) never does. */
const holds = (column: AnyPgColumn, operator: string, value: unknown): SQL =>
  sql`coalesce(${columnCondition(column, operator, value)}, false)`;

/**
 * A condition on a document's `WhsCode`: true when it holds of every warehouse the document
 * touches (each line's WhsCode and FromWhsCod, a transfer's Filler and ToWhsCode), as the record
 * check judges the document once per warehouse (documentRecords in the documents module). So a
 * warehouse clerk's `WhsCode in user.warehouses` lists only documents wholly inside theirs.
 */
const everyWarehouse = (operator: string, value: unknown): SQL => {
  const outside = (column: AnyPgColumn) =>
    sql`(${column} is not null and not ${holds(column, operator, value)})`;
  return sql`(not exists (select 1 from ${documentLines} where ${and(
    eq(documentLines.ObjType, documents.ObjType),
    eq(documentLines.DocEntry, documents.DocEntry),
  )} and (${outside(documentLines.WhsCode)} or ${outside(documentLines.FromWhsCod)}))
    and not ${outside(documents.Filler)} and not ${outside(documents.ToWhsCode)})`;
};

/**
 * The fields of a document that permission rules may filter by. Shared here because the documents
 * list and the dashboard counts must filter alike (a dashboard count equals the list's total) and
 * modules do not import each other.
 */
export const documentConditionColumns: ConditionColumns = {
  ObjType: documents.ObjType,
  DocEntry: documents.DocEntry,
  DocNum: documents.DocNum,
  Series: documents.Series,
  DocStatus: documents.DocStatus,
  CANCELED: documents.CANCELED,
  Draft: documents.Draft,
  IsICT: documents.IsICT,
  DocDate: documents.DocDate,
  DocDueDate: documents.DocDueDate,
  CardCode: documents.CardCode,
  SlpCode: documents.SlpCode,
  OwnerCode: documents.OwnerCode,
  BPLId: documents.BPLId,
  DocCur: documents.DocCur,
  DocTotal: documents.DocTotal,
  WddStatus: documents.WddStatus,
  WhsCode: everyWarehouse,
  'DocumentLines.WhsCode': anyLine(documentLines.WhsCode),
  'DocumentLines.ItemCode': anyLine(documentLines.ItemCode),
};
