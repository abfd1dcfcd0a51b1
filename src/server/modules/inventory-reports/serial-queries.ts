import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { SerialsReportQuery, SerialsReportRow } from '../../../shared/api/inventory-reports';
import { accessibleWhere, columnCondition } from '../../access/sql-conditions';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, readReportPage } from '../../db/report-page';
import { documents } from '../../db/schema/documents';
import { items } from '../../db/schema/inventory';
import { binLocations } from '../../db/schema/inventory-setup';
import { serialNumbers as serials, stockAllocations } from '../../db/schema/stock-tracking';
import { postedDocumentOf } from './movement-select';

/**
 * The one allocation row of a serial that names a posting: the first that brought it in (its
 * receipt), or the last that took it out (its issue), with the document's number where one is kept.
 */
function postingOf(db: Db, name: 'receipt' | 'issue') {
  const rows = alias(stockAllocations, `${name}_alloc`);
  const document = alias(documents, `${name}_doc`);
  const receipt = name === 'receipt';
  return db
    .select({
      Type: sql<string>`${rows.TransType}`.as(`${name}_type`),
      Entry: sql<number>`${rows.CreatedBy}`.as(`${name}_entry`),
      Num: sql<number | null>`${document.DocNum}`.as(`${name}_num`),
      Date: sql<string>`${rows.DocDate}::text`.as(`${name}_date`),
      WhsCode: rows.WhsCode,
    })
    .from(rows)
    .leftJoin(document, postedDocumentOf(document, rows.TransType, rows.CreatedBy))
    .where(
      and(
        eq(rows.SerialAbs, serials.AbsEntry),
        eq(rows.Kind, 'S'),
        receipt ? gt(rows.Quantity, '0') : lt(rows.Quantity, '0'),
      ),
    )
    .orderBy(receipt ? asc(rows.AllocEntry) : desc(rows.AllocEntry))
    .limit(1)
    .as(name);
}

const order: KeysetEntry[] = [
  { column: serials.ItemCode, direction: 'asc', nullable: false },
  { column: serials.DistNumber, direction: 'asc', nullable: false },
];

/**
 * GET /inventory/reports/serial-numbers: every serial number by item and number (unique per item:
 * index serial_numbers_item_number_idx), where it is while in stock, the warehouse it left once
 * issued. The rules' warehouse condition and the warehouse filter apply to that place, so a keeper
 * sees the serials their warehouses hold and those that left them.
 */
export function listSerials(
  db: Db,
  query: SerialsReportQuery,
  ability: AppAbility,
  counts: CountCache,
): Promise<ReportPage<SerialsReportRow>> {
  const receipt = postingOf(db, 'receipt');
  const issue = postingOf(db, 'issue');
  // While in stock, the serial's own warehouse; once out, the one its last issue took it from.
  const atPlace = (operator: string, value: unknown): SQL =>
    or(
      and(isNotNull(serials.WhsCode), columnCondition(serials.WhsCode, operator, value)),
      and(isNull(serials.WhsCode), columnCondition(issue.WhsCode, operator, value)),
    ) ?? sql`false`;
  const where = and(
    accessibleWhere(ability, 'read', 'SerialNumber', { WhsCode: atPlace, ItemCode: serials.ItemCode }),
    query.ItemCode === undefined ? undefined : eq(serials.ItemCode, query.ItemCode),
    query.WhsCode === undefined ? undefined : atPlace('eq', query.WhsCode),
    query.status === undefined
      ? undefined
      : query.status === 'inStock'
        ? isNotNull(serials.WhsCode)
        : isNull(serials.WhsCode),
  );
  return readReportPage<SerialsReportRow>(query, counts, {
    context: 'inventory-serials',
    order,
    keyOf: (row) => [row.ItemCode, row.DistNumber],
    read: async (after, orderBy, limit, offset) => {
      const rows = await db
        .select({
          AbsEntry: serials.AbsEntry,
          ItemCode: serials.ItemCode,
          ItemName: items.ItemName,
          DistNumber: serials.DistNumber,
          InStock: sql<boolean>`${serials.WhsCode} is not null`,
          WhsCode: sql<string | null>`coalesce(${serials.WhsCode}, ${issue.WhsCode})`,
          BinCode: binLocations.BinCode,
          ReceiptType: receipt.Type,
          ReceiptEntry: receipt.Entry,
          ReceiptNum: receipt.Num,
          ReceiptDate: receipt.Date,
          IssueType: issue.Type,
          IssueEntry: issue.Entry,
          IssueNum: issue.Num,
          IssueDate: issue.Date,
        })
        .from(serials)
        .leftJoinLateral(issue, isNull(serials.WhsCode))
        .leftJoinLateral(receipt, sql`true`)
        .leftJoin(items, eq(items.ItemCode, serials.ItemCode))
        .leftJoin(binLocations, eq(binLocations.AbsEntry, serials.BinAbs))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(({ InStock, ...row }) => ({ ...row, status: InStock ? 'inStock' : 'issued' }));
    },
    count: async () => {
      // The issue's warehouse is the place of an issued serial: the count joins it too.
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(serials)
        .leftJoinLateral(issue, isNull(serials.WhsCode))
        .where(where);
      return row?.total ?? 0;
    },
    countKey: where,
  });
}
