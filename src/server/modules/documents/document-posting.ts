import { and, eq, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { Decimal } from '../../../shared/money/decimal';
import type { Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { StockChange } from '../../posting/stock-posting';
import { applyConsumptions, type BaseLink, baseKeyOf, distinctKeys } from './base-documents';
import { reconcileCreditMemo } from './credit-memo-reconciliation';
import { resolveReferences } from './document-references';
import { documentSettings } from './document-settings';
import { type DocumentKey, lockDocuments, stockLinesOf, stockLinesOfDocument } from './document-store';
import { requestedAllocations } from './stock-allocations';
import { stockChanges } from './stock-effects';

interface LinkedLine extends BaseLink {
  LineNum: number;
  Quantity: string;
}

/** The draft's lines copied from a base line, from the draft as read (no statement). */
const linkedLinesOf = (draft: MarketingDocument): LinkedLine[] =>
  draft.DocumentLines.flatMap((line) =>
    line.BaseType && line.BaseEntry !== null && line.BaseLine !== null
      ? [
          {
            LineNum: line.LineNum,
            Quantity: line.Quantity,
            BaseType: line.BaseType,
            BaseEntry: line.BaseEntry,
            BaseLine: line.BaseLine,
          },
        ]
      : [],
  );

const spentBase = (line: LinkedLine) =>
  new AppError(
    409,
    'INVALID_STATE',
    said('baseLineSpent', {
      line: line.LineNum,
      base: `${line.BaseType}/${line.BaseEntry}`,
      baseLine: line.BaseLine,
      qty: String(line.Quantity),
    }),
  );

/**
 * A draft waited for approval while its base documents could leave the poster's reach (another
 * sales employee's now): a base the poster may not read is refused as one with nothing left,
 * whatever the document settings allow, and before anything is written.
 */
async function refuseUnreadableBases(tx: Tx, ability: AppAbility, lines: LinkedLine[]): Promise<void> {
  const references = await resolveReferences(tx, ability, { keys: {}, bases: lines });
  const unreadable = lines.find((line) => !references.allowsBase(line));
  if (unreadable) throw spentBase(unreadable);
}

/**
 * A draft waited for approval while its base lines stayed open to others: before it takes their
 * quantities, each must still be open with enough left (409 otherwise, as a copy would be, unless
 * the document settings let a copy exceed its base).
 */
async function refuseSpentBases(tx: Tx, lines: LinkedLine[]): Promise<void> {
  for (const line of lines) {
    const [base] = await tx
      .select({ OpenQty: documentLines.OpenQty, LineStatus: documentLines.LineStatus })
      .from(documentLines)
      .innerJoin(
        documents,
        and(eq(documents.ObjType, documentLines.ObjType), eq(documents.DocEntry, documentLines.DocEntry)),
      )
      .where(
        and(
          eq(documentLines.ObjType, line.BaseType),
          eq(documentLines.DocEntry, line.BaseEntry),
          eq(documentLines.LineNum, line.BaseLine),
          eq(documents.CANCELED, 'N'),
          eq(documents.DocStatus, 'O'),
        ),
      );
    const enough = base?.LineStatus === 'O' && Decimal.of(base.OpenQty).compare(line.Quantity) >= 0;
    if (!enough) throw spentBase(line);
  }
}

/**
 * The posting step of a stored draft (Draft = Y, with its lines, read and locked by the caller) as
 * the posting core runs it (runPosting): its bases are judged again as they are now, with the
 * poster's ability, it becomes posted and takes its base lines' quantities. Answers its stock
 * effects for the core and its series, which the caller's last statement numbers it from.
 */
export async function draftPosting(
  tx: Tx,
  draft: MarketingDocument,
  poster: AppAbility,
): Promise<{ stock: StockChange[]; Series: number }> {
  const key = { ObjType: draft.ObjType, DocEntry: draft.DocEntry };
  const linked = linkedLinesOf(draft);
  const baseKeys = distinctKeys(linked.map(baseKeyOf));
  await lockDocuments(tx, baseKeys);
  if (linked.length > 0) await refuseUnreadableBases(tx, poster, linked);
  // A copy may take more than its base has open when the document settings allow it (ExceedBase).
  const mayExceed = linked.length > 0 && (await documentSettings(tx)).ExceedBase === 'Y';
  if (linked.length > 0 && !mayExceed) await refuseSpentBases(tx, linked);
  const basesBefore = await stockLinesOf(tx, baseKeys);
  const [header] = await tx
    .update(documents)
    .set({ Draft: 'N' })
    .where(and(eq(documents.ObjType, key.ObjType), eq(documents.DocEntry, key.DocEntry)))
    .returning({ Series: documents.Series });
  if (!header) throw new Error(`draft ${key.ObjType}/${key.DocEntry} vanished before posting`);
  await applyConsumptions(
    tx,
    key,
    linked.map((line) => ({ ...line, quantity: Decimal.of(line.Quantity) })),
    { mayExceed },
  );
  const basesAfter = await stockLinesOf(tx, baseKeys);
  // A credit memo copied from invoices is applied against them (the bases are locked above).
  if (baseKeys.length) await reconcileCreditMemo(tx, key, null);
  // What the lines named of batches, serials and bins when the document was held.
  const requested = await requestedAllocations(tx, key);
  const stock = stockChanges(
    [...basesBefore, ...stockLinesOfDocument(draft)],
    [
      ...basesAfter,
      ...stockLinesOfDocument({ ...draft, Draft: 'N' }).map((line) => ({
        ...line,
        allocation: requested.get(line.LineNum),
      })),
    ],
  );
  return { stock, Series: header.Series };
}

/** Marks a document's approval state (and its version, so an open copy of it is stale). */
export async function setApprovalState(
  tx: Tx,
  key: DocumentKey,
  change: { WddStatus: 'W' | 'Y' | 'N'; cancel?: boolean },
): Promise<void> {
  await tx
    .update(documents)
    .set({
      WddStatus: change.WddStatus,
      ...(change.cancel ? { CANCELED: 'Y' as const, DocStatus: 'C' as const } : {}),
      version: sql`${documents.version} + 1`,
      UpdateDate: sql`now()`,
    })
    .where(and(eq(documents.ObjType, key.ObjType), eq(documents.DocEntry, key.DocEntry)));
}
