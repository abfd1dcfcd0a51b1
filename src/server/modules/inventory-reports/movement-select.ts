import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { items, inventoryLedger as ledger, warehouses } from '../../db/schema/inventory';
import { businessPartners } from '../../db/schema/partners';

/** A ledger row as the reports answer it: with its item, warehouse, partner and document number. */
export const movementSelect = {
  TransNum: ledger.TransNum,
  TransType: ledger.TransType,
  CreatedBy: ledger.CreatedBy,
  DocLineNum: ledger.DocLineNum,
  DocNum: documents.DocNum,
  DocDate: ledger.DocDate,
  ItemCode: ledger.ItemCode,
  ItemName: items.ItemName,
  WhsCode: ledger.WhsCode,
  WhsName: warehouses.WhsName,
  InQty: ledger.InQty,
  OutQty: ledger.OutQty,
  Price: ledger.Price,
  CardCode: ledger.CardCode,
  CardName: businessPartners.CardName,
  Comments: ledger.Comments,
};

/** The posted document (not a draft) a ledger or allocation row names by its type and entry; `document` may be an alias. */
export const postedDocumentOf = (
  document: { ObjType: AnyPgColumn; DocEntry: AnyPgColumn; Draft: AnyPgColumn },
  transType: AnyPgColumn,
  entry: AnyPgColumn,
): SQL | undefined =>
  and(eq(document.ObjType, transType), eq(document.DocEntry, entry), eq(document.Draft, 'N'));

/**
 * The ledger joined to what names its rows. A row whose TransType is not a marketing document
 * (an opening balance, an inventory document kept elsewhere) finds no document and keeps a null
 * DocNum: the reports name it by type and entry.
 */
export function movementsFrom<Extra extends SelectedFields>(db: Db, extra?: Extra) {
  return db
    .select({ ...movementSelect, ...(extra as Extra) })
    .from(ledger)
    .leftJoin(items, eq(items.ItemCode, ledger.ItemCode))
    .leftJoin(warehouses, eq(warehouses.WhsCode, ledger.WhsCode))
    .leftJoin(businessPartners, eq(businessPartners.CardCode, ledger.CardCode))
    .leftJoin(documents, postedDocumentOf(documents, ledger.TransType, ledger.CreatedBy));
}
