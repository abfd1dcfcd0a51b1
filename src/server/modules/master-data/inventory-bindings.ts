import { ne, sql } from 'drizzle-orm';
import {
  itemDefaultsResource,
  itemGroupResource,
  itemPropertyResource,
  manufacturerResource,
  shippingTypeResource,
  taxGroupResource,
  unitOfMeasureResource,
  uomGroupLineResource,
  uomGroupResource,
  warehouseResource,
  warehouseTypeResource,
} from '../../../shared/resources/inventory-setup';
import { itemResource, itemStockResource, itemUnitsResource } from '../../../shared/resources/items';
import type { Tx } from '../../db/database';
import { documentLines } from '../../db/schema/documents';
import { freightCharges, taxGroups } from '../../db/schema/finance';
import {
  itemGroups,
  itemProperties,
  items,
  itemWarehouses,
  manufacturers,
  shippingTypes,
  unitsOfMeasure,
  uomGroupLines,
  uomGroups,
  warehouses,
  warehouseTypes,
} from '../../db/schema/inventory';
import { binLocations, binStock, itemDefaults } from '../../db/schema/inventory-setup';
import { itemPrices } from '../../db/schema/pricing';
import { employeeAssignments } from '../../db/schema/workforce';
import type { ResourceBinding } from '../../resources/resource-binding';
import { refuseTrackingChange } from './item-tracking-rules';

/**
 * A new item gets a price in every price list and a stock row in every warehouse, as SAP
 * Business One does: a derived list's price is its base list's (zero for a new item) times its
 * factor, so every price starts at zero and the lists stay complete for the grids.
 */
async function openItemRows(record: Record<string, unknown>, tx: Tx) {
  const code = String(record.ItemCode);
  await tx.execute(sql`
    insert into item_prices (item_code, price_list, price, currency, factor)
    select ${code}, list_num, 0, prim_curr, factor from price_lists`);
  await tx.execute(sql`
    insert into item_warehouses (item_code, whs_code)
    select ${code}, whs_code from warehouses`);
}

const stockOnHand = ne(itemWarehouses.OnHand, '0');

export const inventoryBindings: ResourceBinding[] = [
  {
    definition: itemResource,
    table: items,
    protectedBy: [
      { table: documentLines, column: documentLines.ItemCode, label: 'document lines' },
      {
        table: itemWarehouses,
        column: itemWarehouses.ItemCode,
        where: stockOnHand,
        label: 'warehouses holding stock',
      },
      { table: binStock, column: binStock.ItemCode, label: 'bin locations' },
      { table: employeeAssignments, column: employeeAssignments.ItemCode, label: 'employee assignments' },
    ],
    owns: [
      { table: itemPrices, column: itemPrices.ItemCode },
      { table: itemWarehouses, column: itemWarehouses.ItemCode },
    ],
    afterCreate: openItemRows,
    beforeWrite: refuseTrackingChange,
  },
  { definition: itemStockResource, table: itemWarehouses },
  // The items again, their unit fields only, read-only (they are changed on the item).
  { definition: itemUnitsResource, table: items },
  {
    definition: itemGroupResource,
    table: itemGroups,
    protectedBy: [
      { table: items, column: items.ItmsGrpCod, label: 'items' },
      { table: itemDefaults, column: itemDefaults.ItmsGrpCod, label: 'item defaults' },
    ],
  },
  {
    definition: unitOfMeasureResource,
    table: unitsOfMeasure,
    protectedBy: [
      { table: uomGroups, column: uomGroups.BaseUom, label: 'unit groups' },
      { table: uomGroupLines, column: uomGroupLines.UomEntry, label: 'unit group lines' },
      { table: documentLines, column: documentLines.UomEntry, label: 'document lines' },
    ],
  },
  {
    definition: uomGroupResource,
    table: uomGroups,
    protectedBy: [
      { table: items, column: items.UgpEntry, label: 'items' },
      { table: itemDefaults, column: itemDefaults.UgpEntry, label: 'item defaults' },
    ],
    owns: [{ table: uomGroupLines, column: uomGroupLines.UgpEntry }],
  },
  // The group's units and their conversion, read under the group (the resource writes nothing).
  { definition: uomGroupLineResource, table: uomGroupLines },
  {
    definition: warehouseResource,
    table: warehouses,
    configuration: true,
    protectedBy: [
      { table: itemWarehouses, column: itemWarehouses.WhsCode, where: stockOnHand, label: 'items in stock' },
      { table: documentLines, column: documentLines.WhsCode, label: 'document lines' },
      { table: binLocations, column: binLocations.WhsCode, label: 'bin locations' },
      { table: employeeAssignments, column: employeeAssignments.WhsCode, label: 'employee assignments' },
      { table: itemDefaults, column: itemDefaults.DfltWhs, label: 'item defaults' },
    ],
    owns: [{ table: itemWarehouses, column: itemWarehouses.WhsCode }],
  },
  {
    definition: manufacturerResource,
    table: manufacturers,
    protectedBy: [{ table: items, column: items.FirmCode, label: 'items' }],
  },
  { definition: itemPropertyResource, table: itemProperties },
  {
    definition: taxGroupResource,
    table: taxGroups,
    configuration: true,
    protectedBy: [
      { table: items, column: items.VatGourpSa, label: 'items (sales)' },
      { table: items, column: items.VatGroupPu, label: 'items (purchasing)' },
      { table: documentLines, column: documentLines.VatGroup, label: 'document lines' },
      { table: freightCharges, column: freightCharges.VatGroupO, label: 'freight (sales)' },
      { table: freightCharges, column: freightCharges.VatGroupI, label: 'freight (purchasing)' },
      { table: itemDefaults, column: itemDefaults.VatGourpSa, label: 'item defaults (sales)' },
      { table: itemDefaults, column: itemDefaults.VatGroupPu, label: 'item defaults (purchasing)' },
    ],
  },
  {
    definition: warehouseTypeResource,
    table: warehouseTypes,
    protectedBy: [{ table: warehouses, column: warehouses.WhsType, label: 'warehouses' }],
  },
  { definition: shippingTypeResource, table: shippingTypes },
  // One record, Code 1 (item_defaults_one_row): a create makes it where a company has none.
  { definition: itemDefaultsResource, table: itemDefaults, fixedValues: { Code: 1 } },
];
