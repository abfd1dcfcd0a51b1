import { and, asc, eq, sql } from 'drizzle-orm';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { documentSchema } from '../../../shared/document-model/document-schemas';
import { intArray, textArray } from '../../db/array-params';
import type { DbOrTx, Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { unitsOfMeasure } from '../../db/schema/inventory';
import { salesEmployees } from '../../db/schema/organisation';
import { contactPersons } from '../../db/schema/partners';
import { headerSelect, lineSelect } from './document-select';
import type { StockLine } from './stock-effects';

export interface DocumentKey {
  ObjType: string;
  DocEntry: number;
}

/** Joins a line to its document's header. */
export const headerOfLine = and(
  eq(documents.ObjType, documentLines.ObjType),
  eq(documents.DocEntry, documentLines.DocEntry),
);

const keyOf = (key: DocumentKey) =>
  and(eq(documents.ObjType, key.ObjType), eq(documents.DocEntry, key.DocEntry));

/**
 * A stored document with its lines in the wire's shape, or undefined. `lock` takes the header row
 * FOR UPDATE: every change to a document holds it, so changes of one document are serialised.
 */
export async function readDocument(
  db: DbOrTx,
  key: DocumentKey,
  lock = false,
): Promise<MarketingDocument | undefined> {
  const query = db
    .select(headerSelect)
    .from(documents)
    .leftJoin(salesEmployees, eq(salesEmployees.SlpCode, documents.SlpCode))
    .leftJoin(contactPersons, eq(contactPersons.CntctCode, documents.CntctCode))
    .where(keyOf(key));
  const [header] = await (lock ? query.for('update', { of: documents }) : query);
  if (!header) return undefined;
  const lines = await db
    .select(lineSelect)
    .from(documentLines)
    .leftJoin(unitsOfMeasure, eq(unitsOfMeasure.UomEntry, documentLines.UomEntry))
    .where(and(eq(documentLines.ObjType, key.ObjType), eq(documentLines.DocEntry, key.DocEntry)))
    .orderBy(asc(documentLines.LineNum));
  return documentSchema.parse({ ...header, DocumentLines: lines });
}

/**
 * Locks documents' header rows in key order (several bases of one copy, say), so two
 * transactions locking overlapping sets never wait on each other in a cycle.
 */
export async function lockDocuments(tx: Tx, keys: DocumentKey[]): Promise<void> {
  const sorted = [...new Map(keys.map((key) => [`${key.ObjType}/${key.DocEntry}`, key])).values()].sort(
    (a, b) => a.ObjType.localeCompare(b.ObjType) || a.DocEntry - b.DocEntry,
  );
  for (const key of sorted)
    await tx.select({ DocEntry: documents.DocEntry }).from(documents).where(keyOf(key)).for('update');
}

/**
 * Documents' keys as a set to match `(obj_type, doc_entry)` against, two array parameters
 * however many keys (a row-IN list of values is silently answered with no rows by the embedded
 * database when long: PITFALLS.md).
 */
export const documentKeys = (keys: DocumentKey[]) =>
  sql`select * from unnest(${textArray(keys.map((key) => key.ObjType))}, ${intArray(keys.map((key) => key.DocEntry))})`;

/** The lines of documents with what decides their stock figures (see stock-effects.ts). */
export async function stockLinesOf(tx: Tx, keys: DocumentKey[]): Promise<StockLine[]> {
  if (keys.length === 0) return [];
  return tx
    .select({
      ObjType: documentLines.ObjType,
      DocEntry: documentLines.DocEntry,
      LineNum: documentLines.LineNum,
      ItemCode: documentLines.ItemCode,
      WhsCode: documentLines.WhsCode,
      FromWhsCod: documentLines.FromWhsCod,
      Quantity: documentLines.Quantity,
      OpenQty: documentLines.OpenQty,
      NumPerMsr: documentLines.NumPerMsr,
      LineTotal: documentLines.LineTotal,
      LineStatus: documentLines.LineStatus,
      BaseType: documentLines.BaseType,
      DocStatus: documents.DocStatus,
      CANCELED: documents.CANCELED,
      Draft: documents.Draft,
      DocDate: documents.DocDate,
      CardCode: documents.CardCode,
    })
    .from(documentLines)
    .innerJoin(documents, headerOfLine)
    .where(sql`(${documentLines.ObjType}, ${documentLines.DocEntry}) in (${documentKeys(keys)})`);
}

/** A document's lines as the stock effects judge them, from the document as read (no statement). */
export const stockLinesOfDocument = (document: MarketingDocument): StockLine[] =>
  document.DocumentLines.map((line) => ({
    ObjType: document.ObjType,
    DocEntry: document.DocEntry,
    LineNum: line.LineNum,
    ItemCode: line.ItemCode,
    WhsCode: line.WhsCode,
    FromWhsCod: line.FromWhsCod,
    Quantity: line.Quantity,
    OpenQty: line.OpenQty,
    NumPerMsr: line.NumPerMsr,
    LineTotal: line.LineTotal,
    LineStatus: line.LineStatus,
    BaseType: line.BaseType,
    DocStatus: document.DocStatus,
    CANCELED: document.CANCELED,
    Draft: document.Draft,
    DocDate: document.DocDate,
    CardCode: document.CardCode,
  }));
