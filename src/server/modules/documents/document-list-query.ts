import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  DocumentListAnswer,
  DocumentListQuery,
  DocumentListRow,
} from '../../../shared/api/marketing-docs';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { salesEmployees } from '../../db/schema/organisation';
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
  ];
  return and(...conditions);
}

/**
 * One page of documents of a type and the count of all that match, filtered in SQL, the
 * caller's permission rules included: a user never receives, counts or pages over a row they
 * may not read.
 */
export async function listDocuments(
  db: Db,
  objectType: string,
  query: DocumentListQuery,
  access: SQL,
): Promise<DocumentListAnswer['ResponseData']> {
  const where = whereClause(objectType, query, access);
  const sort = query.sort ?? { field: 'DocEntry', descending: true };
  const column = sortColumns[sort.field];
  const order = sort.descending
    ? [desc(column), desc(documents.DocEntry)]
    : [asc(column), asc(documents.DocEntry)];
  const [data, counted] = await Promise.all([
    db
      .select(listRowSelect)
      .from(documents)
      .leftJoin(salesEmployees, eq(salesEmployees.SlpCode, documents.SlpCode))
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(documents).where(where),
  ]);
  // The select list is the list row's definition (document-select.ts), checked against the table.
  return { data: data as unknown as DocumentListRow[], total: counted[0]?.total ?? 0 };
}
