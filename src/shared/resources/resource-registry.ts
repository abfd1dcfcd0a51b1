import { addressFormatResource } from './address-formats';
import { bankResource, houseBankAccountResource } from './banking-setup';
import {
  currencyResource,
  exchangeRateResource,
  glAccountDeterminationResource,
  glAccountResource,
  postableGlAccountResource,
  withholdingTaxResource,
} from './finance-setup';
import {
  itemGroupResource,
  itemPropertyResource,
  manufacturerResource,
  taxGroupResource,
  unitOfMeasureResource,
  uomGroupResource,
  warehouseResource,
} from './inventory-setup';
import { itemResource, itemStockResource } from './items';
import {
  businessPartnerResource,
  dealerResource,
  partnerGroupResource,
  paymentTermResource,
  salesEmployeeResource,
} from './partners';
import { itemPriceResource, priceListResource } from './pricing';
import type { ResourceDefinition } from './resource-definition';

/** Every resource the generic engine serves, in the order the API documentation lists them. */
export const resources: readonly ResourceDefinition[] = [
  itemResource,
  itemStockResource,
  itemGroupResource,
  unitOfMeasureResource,
  uomGroupResource,
  warehouseResource,
  manufacturerResource,
  itemPropertyResource,
  taxGroupResource,
  priceListResource,
  itemPriceResource,
  businessPartnerResource,
  partnerGroupResource,
  dealerResource,
  salesEmployeeResource,
  paymentTermResource,
  addressFormatResource,
  currencyResource,
  exchangeRateResource,
  glAccountResource,
  postableGlAccountResource,
  glAccountDeterminationResource,
  withholdingTaxResource,
  bankResource,
  houseBankAccountResource,
];

export function resourceNamed(name: string): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}

/**
 * The resource a doc model is asked for: by SAP object type (4, 2, 6) or by name. A business
 * partner and a dealer share the object type; the object type answers the partner.
 */
export function resourceForObjectId(objectId: string): ResourceDefinition | undefined {
  return resources.find((resource) => resource.objectType === objectId) ?? resourceNamed(objectId);
}
