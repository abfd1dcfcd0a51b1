import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DashboardData, DashboardDocumentFigure } from '../../../shared/api/dashboard';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { Db } from '../../db/database';
import { company } from '../../db/schema/company';
import { documents } from '../../db/schema/documents';
import { items } from '../../db/schema/inventory';
import { businessPartners } from '../../db/schema/partners';

/** A document type the caller may read, with the SQL filter of the rows they may read. */
export interface ReadableDocumentType {
  type: DocumentType;
  access: SQL;
}

/** Same scale as the amount columns, so a type without open documents reads like one with. */
const zeroTotal = '0.000000';

export async function companyFigures(db: Db): Promise<DashboardData['company']> {
  const [row] = await db
    .select({ name: company.CompnyName, main: company.MainCurncy, system: company.SysCurrncy })
    .from(company)
    .limit(1);
  // OADM's MainCurncy is the local currency that DocTotal is kept in; empty until set up.
  return { name: row?.name ?? '', currency: row?.main || row?.system || 'USD' };
}

/**
 * Open posted documents of every readable type, counted and summed in one grouped query, each
 * type under its own permission filter. The sum stays NUMERIC and travels as text.
 */
export async function openDocumentFigures(
  db: Db,
  readable: ReadableDocumentType[],
): Promise<DashboardDocumentFigure[]> {
  if (readable.length === 0) return [];
  const rows = await db
    .select({
      objectId: documents.ObjType,
      openCount: sql<number>`count(*)::int`,
      openTotal: sql<string>`sum(${documents.DocTotal})::text`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.Draft, 'N'),
        eq(documents.DocStatus, 'O'),
        or(...readable.map(({ type, access }) => and(eq(documents.ObjType, type.objectId), access))),
      ),
    )
    .groupBy(documents.ObjType);
  const byType = new Map(rows.map((row) => [row.objectId, row]));
  return readable.map(({ type }) => {
    const row = byType.get(type.objectId);
    return {
      objectId: type.objectId,
      openCount: row?.openCount ?? 0,
      openTotal: row?.openTotal ?? zeroTotal,
    };
  });
}

/** Active (valid, not frozen) items the caller may read. */
export async function activeItemCount(db: Db, access: SQL): Promise<number> {
  const [row] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(items)
    .where(and(eq(items.validFor, 'Y'), eq(items.frozenFor, 'N'), access));
  return row?.active ?? 0;
}

/** Active (valid, not frozen) business partners the caller may read. */
export async function activePartnerCount(db: Db, access: SQL): Promise<number> {
  const [row] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(businessPartners)
    .where(and(eq(businessPartners.validFor, 'Y'), eq(businessPartners.frozenFor, 'N'), access));
  return row?.active ?? 0;
}
