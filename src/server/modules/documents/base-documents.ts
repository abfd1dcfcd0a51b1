import { and, eq, sql } from 'drizzle-orm';
import type { Decimal } from '../../../shared/money/decimal';
import type { Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { DocumentKey } from './document-store';
import { headerOfLine } from './document-store';

/** A line's link to the base line it was copied from. */
export interface BaseLink {
  BaseType: string;
  BaseEntry: number;
  BaseLine: number;
}

/** How much of a base line a document takes (positive) or gives back (negative). */
export interface Consumption extends BaseLink {
  quantity: Decimal;
  /** The taking document's line, for the refusal; the base line's number where not given. */
  LineNum?: number;
}

export const baseKeyOf = (link: BaseLink): DocumentKey => ({
  ObjType: link.BaseType,
  DocEntry: link.BaseEntry,
});

export function distinctKeys(keys: DocumentKey[]): DocumentKey[] {
  return [...new Map(keys.map((key) => [`${key.ObjType}/${key.DocEntry}`, key])).values()];
}

/**
 * Takes quantities from base lines (or gives them back): OpenQty falls, a line with nothing left
 * closes and names its target, a base with no open line closes. Giving back reopens the line and
 * the base, unless the base was closed by hand (a closed line with quantity still open shows it),
 * which stays closed. Every base that changes gets a new version, so a stale edit of it fails.
 *
 * Unless the document settings let a copy exceed its base (`mayExceed`), a line takes only what
 * its base line has open at the moment of the write: the UPDATE's own condition decides, so two
 * documents copying the same open quantity at once cannot both take it whatever was read before
 * (the later waits for the earlier's row lock and finds the quantity gone), and is refused 409.
 */
export async function applyConsumptions(
  tx: Tx,
  target: DocumentKey,
  consumptions: Consumption[],
  { mayExceed }: { mayExceed: boolean },
): Promise<void> {
  const bases = distinctKeys(consumptions.map(baseKeyOf));
  const closedByHand = new Set<string>();
  for (const base of bases)
    if (await wasClosedByHand(tx, base)) closedByHand.add(`${base.ObjType}/${base.DocEntry}`);
  for (const use of consumptions) {
    if (use.quantity.isZero()) continue;
    const byHand = closedByHand.has(`${use.BaseType}/${use.BaseEntry}`);
    const openQty = sql`${documentLines.OpenQty} - ${use.quantity.toString()}::numeric`;
    const taking = use.quantity.isPositive();
    const guarded = taking && !mayExceed;
    const taken = await tx
      .update(documentLines)
      .set({
        OpenQty: openQty,
        LineStatus: byHand ? 'C' : sql`case when ${openQty} <= 0 then 'C' else 'O' end`,
        ...(taking ? { TargetType: target.ObjType, TrgetEntry: target.DocEntry } : {}),
      })
      .where(
        and(
          eq(documentLines.ObjType, use.BaseType),
          eq(documentLines.DocEntry, use.BaseEntry),
          eq(documentLines.LineNum, use.BaseLine),
          guarded ? eq(documentLines.LineStatus, 'O') : undefined,
          guarded ? sql`${documentLines.OpenQty} >= ${use.quantity.toString()}::numeric` : undefined,
        ),
      )
      .returning({ LineNum: documentLines.LineNum });
    if (guarded && taken.length === 0)
      throw new AppError(
        409,
        'INVALID_STATE',
        said('baseLineSpent', {
          line: use.LineNum ?? use.BaseLine,
          base: `${use.BaseType}/${use.BaseEntry}`,
          baseLine: use.BaseLine,
          qty: use.quantity.toString(),
        }),
      );
  }
  for (const base of bases) {
    if (closedByHand.has(`${base.ObjType}/${base.DocEntry}`)) continue;
    const anyOpen = sql`exists (select 1 from ${documentLines} where ${and(
      eq(documentLines.ObjType, base.ObjType),
      eq(documentLines.DocEntry, base.DocEntry),
      eq(documentLines.LineStatus, 'O'),
    )})`;
    await tx
      .update(documents)
      .set({
        DocStatus: sql`case when ${anyOpen} then 'O' else 'C' end`,
        version: sql`${documents.version} + 1`,
        UpdateDate: sql`now()`,
      })
      .where(and(eq(documents.ObjType, base.ObjType), eq(documents.DocEntry, base.DocEntry)));
  }
}

async function wasClosedByHand(tx: Tx, base: DocumentKey): Promise<boolean> {
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(documentLines)
    .innerJoin(documents, headerOfLine)
    .where(
      and(
        eq(documentLines.ObjType, base.ObjType),
        eq(documentLines.DocEntry, base.DocEntry),
        eq(documents.DocStatus, 'C'),
        eq(documentLines.LineStatus, 'C'),
        sql`${documentLines.OpenQty} > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Documents (not cancelled) with lines copied from this one: it cannot be cancelled under them. */
export async function liveTargetsOf(tx: Tx, key: DocumentKey): Promise<DocumentKey[]> {
  const rows = await tx
    .selectDistinct({ ObjType: documentLines.ObjType, DocEntry: documentLines.DocEntry })
    .from(documentLines)
    .innerJoin(documents, headerOfLine)
    .where(
      and(
        eq(documentLines.BaseType, key.ObjType),
        eq(documentLines.BaseEntry, key.DocEntry),
        eq(documents.CANCELED, 'N'),
      ),
    );
  return rows;
}
