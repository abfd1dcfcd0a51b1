import { and, eq, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { Decimal } from '../../../shared/money/decimal';
import type { Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { postStockChanges } from '../../posting/stock-posting';
import { applyConsumptions, type BaseLink, baseKeyOf, distinctKeys } from './base-documents';
import { resolveReferences } from './document-references';
import { documentSettings } from './document-settings';
import { type DocumentKey, lockDocuments, readDocument, stockLinesOf } from './document-store';
import { numberDocument } from './numbering';
import { stockChanges } from './stock-effects';

interface LinkedLine extends BaseLink {
  LineNum: number;
  Quantity: string;
}

async function linkedLinesOf(tx: Tx, key: DocumentKey): Promise<LinkedLine[]> {
  const rows = await tx
    .select({
      LineNum: documentLines.LineNum,
      Quantity: documentLines.Quantity,
      BaseType: documentLines.BaseType,
      BaseEntry: documentLines.BaseEntry,
      BaseLine: documentLines.BaseLine,
    })
    .from(documentLines)
    .where(and(eq(documentLines.ObjType, key.ObjType), eq(documentLines.DocEntry, key.DocEntry)));
  return rows.flatMap((row) =>
    row.BaseType && row.BaseEntry !== null && row.BaseLine !== null
      ? [{ ...row, BaseType: row.BaseType, BaseEntry: row.BaseEntry, BaseLine: row.BaseLine }]
      : [],
  );
}

const spentBase = (line: LinkedLine) =>
  new AppError(
    409,
    'INVALID_STATE',
    `Line ${line.LineNum} copies ${line.BaseType}/${line.BaseEntry} line ${line.BaseLine}, which no longer has ${line.Quantity} open.`,
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
 * Posts a stored draft (Draft = Y, with its lines) in the caller's transaction: it takes its base
 * lines' quantities, its stock effects and, as the last write, its number from its series. A new
 * document goes through here at once; a document kept for approval, once it is approved
 * (`checkBases`, with the poster's ability: its bases are judged again as they are now). Answers
 * the posted document.
 */
export async function postDraft(
  tx: Tx,
  key: DocumentKey,
  userId: number,
  options: { checkBases: false } | { checkBases: true; poster: AppAbility },
): Promise<MarketingDocument> {
  const linked = await linkedLinesOf(tx, key);
  const baseKeys = distinctKeys(linked.map(baseKeyOf));
  await lockDocuments(tx, baseKeys);
  if (options.checkBases) await refuseUnreadableBases(tx, options.poster, linked);
  // A copy may take more than its base has open when the document settings allow it (ExceedBase).
  if (options.checkBases && (await documentSettings(tx)).ExceedBase !== 'Y')
    await refuseSpentBases(tx, linked);
  const before = await stockLinesOf(tx, [...baseKeys, key]);
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
  );
  const after = await stockLinesOf(tx, [...baseKeys, key]);
  await postStockChanges(tx, stockChanges(before, after), userId);
  const DocNum = await numberDocument(tx, key, header.Series);
  const read = await readDocument(tx, key);
  if (!read) throw new Error(`document ${key.ObjType}/${key.DocEntry} vanished after posting`);
  return { ...read, DocNum };
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
