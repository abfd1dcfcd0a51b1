import type { DocumentLineInput, MarketingDocument } from '../../../shared/api/marketing-docs';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
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
