import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentListQuery, DocumentListRow } from '../../../shared/api/marketing-docs';
import type { ColumnFilter } from '../../../shared/api/resources';
import {
  type DocumentFilterName,
  documentListFilterField,
} from '../../../shared/document-model/document-list-filters';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import { afterKey, decodeCursor, encodeCursor, type KeysetEntry } from '../../db/keyset';
import { pageWindow, reverseFromOffset } from '../../db/page-window';
import { documents } from '../../db/schema/documents';
import { salesEmployees } from '../../db/schema/organisation';
import { filterSql } from '../../resources/list-filters';
import { listRowSelect } from './document-select';

const sortColumns = {
  DocEntry: documents.DocEntry,
  DocNum: documents.DocNum,
  DocDate: documents.DocDate,
  DocDueDate: documents.DocDueDate,
  CardCode: documents.CardCode,
  CardName: documents.CardName,
  DocTotal: documents.DocTotal,
} as const;

/** What a documents cursor is made for: the list, not a resource's. */
const cursorContext = 'documents';

/** The columns of the list's column filters: one for each name document-list-filters.ts declares. */
const filterColumns: Record<DocumentFilterName, AnyPgColumn> = {
  DocNum: documents.DocNum,
  CardCode: documents.CardCode,
  CardName: documents.CardName,
  DocDate: documents.DocDate,
  DocDueDate: documents.DocDueDate,
  NumAtCard: documents.NumAtCard,
  SlpCode: documents.SlpCode,
  DocCur: documents.DocCur,
  DocTotal: documents.DocTotal,
};

/** A column filter as SQL; the query's schema has checked its field, operator and values. */
function columnFilterSql(filter: ColumnFilter): SQL | undefined {
  const field = documentListFilterField(filter.field);
  return field ? filterSql(filter, field, filterColumns[field.name as DocumentFilterName]) : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function searchCondition(search: string): SQL | undefined {
  const pattern = escapeLike(search);
  const matches = [
    ilike(documents.CardCode, `${pattern}%`),
    ilike(documents.CardName, `%${pattern}%`),
    ilike(documents.NumAtCard, `%${pattern}%`),
  ];
  if (/^\d{1,9}$/.test(search)) matches.unshift(eq(documents.DocNum, Number(search)));
  return or(...matches);
}

function whereClause(objectType: string, query: DocumentListQuery, access: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(documents.ObjType, objectType),
    access,
    eq(documents.Draft, query.isDoc === '1' ? 'N' : 'Y'),
    query.DocStatus === 'all' ? undefined : eq(documents.DocStatus, query.DocStatus),
    query.CANCELED ? eq(documents.CANCELED, query.CANCELED) : undefined,
    query.IsICT ? eq(documents.IsICT, query.IsICT) : undefined,
    query.CardCode ? eq(documents.CardCode, query.CardCode) : undefined,
    query.SlpCode === undefined ? undefined : eq(documents.SlpCode, query.SlpCode),
    query.DocNum === undefined ? undefined : eq(documents.DocNum, query.DocNum),
    query.DocDateFrom ? gte(documents.DocDate, query.DocDateFrom) : undefined,
    query.DocDateTo ? lte(documents.DocDate, query.DocDateTo) : undefined,
    query.DocTotalMin ? gte(documents.DocTotal, query.DocTotalMin) : undefined,
    query.DocTotalMax ? lte(documents.DocTotal, query.DocTotalMax) : undefined,
    query.search ? searchCondition(query.search) : undefined,
    ...(query.filters ?? []).map(columnFilterSql),
  ];
  return and(...conditions);
}

/** The order of a sort field: the field, then DocEntry (unique within a type) as the tie-breaker. */
function keysetOrder(query: DocumentListQuery): KeysetEntry[] {
  const sort = query.sort ?? { field: 'DocEntry', descending: true };
  const direction = sort.descending ? 'desc' : 'asc';
  const column = sortColumns[sort.field];
  // Every sort column is NOT NULL in the documents table.
  const order: KeysetEntry[] = [{ column, direction, nullable: false }];
  if (column !== documents.DocEntry) order.push({ column: documents.DocEntry, direction, nullable: false });
  return order;
}

/** The sort key is selected beside the row under these names, for the cursor, then left out. */
const keyName = (index: number) => `_sortKey${index}`;

/** The fields a list row answers, in order: the sort keys read beside them stay out. */
const listRowFields = Object.keys(listRowSelect);

export interface DocumentListPage {
  data: DocumentListRow[];
  total: number;
  /** Whether rows follow this page, and the cursor (`after`) that reads them. */
  more: boolean;
  next: string | null;
}

/**
 * One page of documents of a type and the count of all that match, filtered in SQL, the
 * caller's permission rules included: a user never receives, counts or pages over a row they
 * may not read. The page is read by keyset after `query.after` when given, else by `page` (a
 * deep page in the far half from the end: page-window.ts); one row more than asked says whether
 * more follow. The total comes from `counts`, counted once per
 * query and data version.
 */
export async function listDocuments(
  db: Db,
  objectType: string,
  query: DocumentListQuery,
  access: SQL,
  counts: CountCache,
): Promise<DocumentListPage> {
  const where = whereClause(objectType, query, access);
  const order = keysetOrder(query);
  const after = query.after === undefined ? undefined : decodeCursor(order, cursorContext, query.after);
  const keys = Object.fromEntries(order.map((entry, index) => [keyName(index), entry.column]));
  const counted = counts.count(objectType, where, async () => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(documents).where(where);
    return row?.total ?? 0;
  });
  const offset = (query.page - 1) * query.per_page;
  // A deep page by offset waits for the total, which says whether reading from the end is shorter.
  const window = after
    ? pageWindow(0, query.per_page, null)
    : pageWindow(offset, query.per_page, offset >= reverseFromOffset ? await counted : null);
  const reading = window.empty
    ? Promise.resolve([])
    : db
        .select({ ...listRowSelect, ...keys })
        .from(documents)
        .leftJoin(salesEmployees, eq(salesEmployees.SlpCode, documents.SlpCode))
        .where(after ? and(where, afterKey(order, after)) : where)
        .orderBy(
          ...order.map((entry) =>
            (entry.direction === 'desc') !== window.reverse ? desc(entry.column) : asc(entry.column),
          ),
        )
        .limit(window.take)
        .offset(window.skip);
  const [read, total] = await Promise.all([reading, counted]);
  const rows = window.reverse ? read.reverse() : read;
  const more = window.reverse ? offset + rows.length < total : rows.length > query.per_page;
  const page = more ? rows.slice(0, query.per_page) : rows;
  const last = page.at(-1) as Record<string, unknown> | undefined;
  const next =
    more && last
      ? encodeCursor(
          order,
          cursorContext,
          order.map((_, index) => last[keyName(index)]),
        )
      : null;
  // Copied field by field into one shape: filtering each row's entries cost a tenth of the
  // list's CPU (issue 19's list benchmark).
  const data = page.map((row) => {
    const fields = row as Record<string, unknown>;
    const answer: Record<string, unknown> = {};
    for (const name of listRowFields) answer[name] = fields[name];
    return answer;
  });
  // The select list is the list row's definition (document-select.ts), checked against the table.
  return { data: data as unknown as DocumentListRow[], total, more, next };
}
