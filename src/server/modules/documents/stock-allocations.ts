import { and, eq, isNotNull } from 'drizzle-orm';
import type { DocumentLineInput, MarketingDocument } from '../../../shared/api/marketing-docs';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import type { Tx } from '../../db/database';
import { documentLines } from '../../db/schema/documents';
import type { PostedStock } from '../../posting/stock-posting';
import type { DocumentKey } from './document-store';

/** The batches, serials and bins a line input names, when it names any. */
export function allocationOf(line: DocumentLineInput): LineAllocation | undefined {
  const { BatchNumbers, SerialNumbers, DocumentLinesBinAllocations } = line;
  if (!BatchNumbers?.length && !SerialNumbers?.length && !DocumentLinesBinAllocations?.length)
    return undefined;
  return { BatchNumbers, SerialNumbers, DocumentLinesBinAllocations };
}

/** The posted document's answer with what its lines moved of batches, serials and bins, if any. */
export function withAllocations(
  document: MarketingDocument,
  key: DocumentKey,
  stock: PostedStock,
): MarketingDocument {
  const own = stock.allocations
    .filter((line) => line.TransType === key.ObjType && line.CreatedBy === key.DocEntry)
    .map(({ TransType: _type, CreatedBy: _entry, ...line }) => line);
  return own.length ? { ...document, StockAllocations: own } : document;
}

/** The rows of a document held for approval, each with what its request named (or null). */
export const withRequestedAllocations = <Row extends { LineNum: number }>(
  rows: readonly Row[],
  inputs: readonly DocumentLineInput[],
): (Row & { StockAllocation: LineAllocation | null })[] =>
  rows.map((row) => {
    const input = inputs[row.LineNum];
    return { ...row, StockAllocation: (input && allocationOf(input)) ?? null };
  });

/** What the lines of a held document named, by LineNum, for its posting once approved. */
export async function requestedAllocations(tx: Tx, key: DocumentKey): Promise<Map<number, LineAllocation>> {
  const rows = await tx
    .select({ LineNum: documentLines.LineNum, StockAllocation: documentLines.StockAllocation })
    .from(documentLines)
    .where(
      and(
        eq(documentLines.ObjType, key.ObjType),
        eq(documentLines.DocEntry, key.DocEntry),
        isNotNull(documentLines.StockAllocation),
      ),
    );
  return new Map(
    rows.flatMap((row) => (row.StockAllocation ? [[row.LineNum, row.StockAllocation] as const] : [])),
  );
}
