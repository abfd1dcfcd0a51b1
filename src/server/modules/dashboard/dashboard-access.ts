import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppAbility } from '../../../shared/access/app-ability';
import { AccessQueryError, accessibleWhere, type ConditionColumns } from '../../access/sql-conditions';
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
