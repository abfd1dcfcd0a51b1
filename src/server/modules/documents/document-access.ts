import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentObjectTypeSchema } from '../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../shared/documents/object-types';
import { type ConditionColumns, columnCondition } from '../../access/sql-conditions';
import { documentLines, documents } from '../../db/schema/documents';
import { parseRequest } from '../../http/parse-request';

const objectTypeParams = z.object({ objectType: documentObjectTypeSchema });

/** The permission subject of the document type in the path (SalesOrder for 17, ...). */
export function documentSubjectOf(request: FastifyRequest): string {
  const { objectType } = parseRequest(objectTypeParams, request.params);
  const type = findDocumentType(objectType);
  if (!type) throw new Error(`document type ${objectType} passed validation but is unknown`);
  return type.subject;
}

/** A condition on a document's lines: true when any line matches, as CASL reads a path into an array. */
const anyLine =
  (column: AnyPgColumn) =>
  (operator: string, value: unknown): SQL =>
    sql`exists (select 1 from ${documentLines} where ${and(
      eq(documentLines.ObjType, documents.ObjType),
      eq(documentLines.DocEntry, documents.DocEntry),
      columnCondition(column, operator, value),
    )})`;

/** The fields of a document that permission rules may filter by. */
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
