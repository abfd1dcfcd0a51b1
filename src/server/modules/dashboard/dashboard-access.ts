import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppAbility } from '../../../shared/access/app-ability';
import {
  AccessQueryError,
  accessibleWhere,
  type ConditionColumns,
  columnCondition,
} from '../../access/sql-conditions';
import { documentLines, documents } from '../../db/schema/documents';
import { items } from '../../db/schema/inventory';
import { businessPartners } from '../../db/schema/partners';

/**
 * The SQL filter of what the caller may read of a subject, or undefined when they may read none
 * of it: the dashboard leaves such a figure out rather than refusing the whole page. A rule whose
 * conditions have no SQL form leaves the figure out too (fail closed), logged for the administrator.
 */
export function readableWhere(
  ability: AppAbility,
  subject: string,
  columns: ConditionColumns,
  log: FastifyBaseLogger,
): SQL | undefined {
  if (ability.cannot('read', subject)) return undefined;
  try {
    return accessibleWhere(ability, 'read', subject, columns);
  } catch (error) {
    if (!(error instanceof AccessQueryError)) throw error;
    log.warn({ subject, err: error }, 'a dashboard figure was left out: its read rules have no SQL form');
    return undefined;
  }
}

const anyLine =
  (column: AnyPgColumn) =>
  (operator: string, value: unknown): SQL =>
    sql`exists (select 1 from ${documentLines} where ${and(
      eq(documentLines.ObjType, documents.ObjType),
      eq(documentLines.DocEntry, documents.DocEntry),
      columnCondition(column, operator, value),
    )})`;

/**
 * The fields rules may filter documents by. The same map as the documents module's list (modules
 * do not import each other), so a dashboard count always equals the list's total.
 */
export const documentColumns: ConditionColumns = {
  ObjType: documents.ObjType,
  DocEntry: documents.DocEntry,
  DocNum: documents.DocNum,
  Series: documents.Series,
  DocStatus: documents.DocStatus,
  CANCELED: documents.CANCELED,
  Draft: documents.Draft,
  IsICT: documents.IsICT,
  DocDate: documents.DocDate,
  DocDueDate: documents.DocDueDate,
  CardCode: documents.CardCode,
  SlpCode: documents.SlpCode,
  OwnerCode: documents.OwnerCode,
  BPLId: documents.BPLId,
  DocCur: documents.DocCur,
  DocTotal: documents.DocTotal,
  WddStatus: documents.WddStatus,
  'DocumentLines.WhsCode': anyLine(documentLines.WhsCode),
  'DocumentLines.ItemCode': anyLine(documentLines.ItemCode),
};

export const itemColumns: ConditionColumns = {
  ItemCode: items.ItemCode,
  ItemName: items.ItemName,
  ItmsGrpCod: items.ItmsGrpCod,
  InvntItem: items.InvntItem,
  SellItem: items.SellItem,
  PrchseItem: items.PrchseItem,
  validFor: items.validFor,
  frozenFor: items.frozenFor,
};

export const businessPartnerColumns: ConditionColumns = {
  CardCode: businessPartners.CardCode,
  CardName: businessPartners.CardName,
  CardType: businessPartners.CardType,
  GroupCode: businessPartners.GroupCode,
  Currency: businessPartners.Currency,
  SlpCode: businessPartners.SlpCode,
  Territory: businessPartners.Territory,
  City: businessPartners.City,
  Country: businessPartners.Country,
  validFor: businessPartners.validFor,
  frozenFor: businessPartners.frozenFor,
};
