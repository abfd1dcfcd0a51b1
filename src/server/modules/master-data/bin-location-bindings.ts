import {
  binAttributeCodeResource,
  binFieldSettingsResource,
  binLocationResource,
  binStockResource,
  binSublevelCodeResource,
} from '../../../shared/resources/bin-locations';
import {
  binAttributeCodes,
  binFieldSettings,
  binLocations,
  binStock,
  binSublevelCodes,
} from '../../db/schema/inventory-setup';
import type { ResourceBinding } from '../../resources/resource-binding';

export const binLocationBindings: ResourceBinding[] = [
  {
    definition: binLocationResource,
    table: binLocations,
    protectedBy: [{ table: binStock, column: binStock.BinAbs, label: 'items in the bin' }],
  },
  { definition: binAttributeCodeResource, table: binAttributeCodes },
  { definition: binSublevelCodeResource, table: binSublevelCodes },
  { definition: binFieldSettingsResource, table: binFieldSettings },
  { definition: binStockResource, table: binStock },
];
