import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../../shared/access/app-ability';
import { accessibleWhere } from '../../access/sql-conditions';

/**
 * The ledger is read under InventoryTransaction and the stock figures under ItemStock, both
 * narrowed by the warehouse the rules name (a warehouse keeper's own warehouses): the rule's
 * WhsCode condition becomes SQL on the report's own warehouse column. No rule is a 403.
 */
export const ledgerAccess = (ability: AppAbility, whsCode: AnyPgColumn): SQL =>
  accessibleWhere(ability, 'read', 'InventoryTransaction', { WhsCode: whsCode });

export const stockAccess = (ability: AppAbility, whsCode: AnyPgColumn): SQL =>
  accessibleWhere(ability, 'read', 'ItemStock', { WhsCode: whsCode });
