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
  'DocumentLines.WhsCode': anyLine(documentLines.WhsCode),
  'DocumentLines.ItemCode': anyLine(documentLines.ItemCode),
};
