import { items } from '../db/schema/inventory';
import type { ConditionColumns } from './sql-conditions';

/**
 * The fields of an item that permission rules may filter by. Shared here because the dashboard
 * count and the command palette search must filter items alike, and modules do not import each
 * other.
 */
export const itemConditionColumns: ConditionColumns = {
  ItemCode: items.ItemCode,
  ItemName: items.ItemName,
  ItmsGrpCod: items.ItmsGrpCod,
  InvntItem: items.InvntItem,
  SellItem: items.SellItem,
  PrchseItem: items.PrchseItem,
  validFor: items.validFor,
  frozenFor: items.frozenFor,
};
