import { addressFormatResource } from './address-formats';
import { alertResource } from './alerts';
import { approvalStageResource, approvalTemplateResource } from './approval';
import { bankResource, houseBankAccountResource } from './banking-setup';
import {
  binAttributeCodeResource,
  binFieldSettingsResource,
  binLocationResource,
  binStockResource,
  binSublevelCodeResource,
} from './bin-locations';
import { companyDetailsResource } from './company-details';
import { contactPersonResource } from './contact-persons';
import { numberingSeriesResource } from './document-numbering';
import {
  employeeAssignmentResource,
  employeeBranchResource,
  employeeItemResource,
  employeePartnerResource,
  employeePaymentResource,
  employeeWarehouseResource,
} from './employee-assignments';
import {
  channelResource,
  distributorResource,
  employeeTimesheetResource,
  gpsLocationResource,
  gpsSettingsResource,
  outletResource,
  surveyQuestionResource,
  surveyResource,
  tierResource,
} from './field-sales';
import { recurringTemplateResource, salesTargetResource } from './field-sales-plans';
import {
  currencyResource,
  exchangeRateResource,
  glAccountDeterminationResource,
  glAccountResource,
  postableGlAccountResource,
  withholdingTaxResource,
} from './finance-setup';
import {
  gateBackupSettingsResource,
  gateCacheSettingsResource,
  gateFormFieldResource,
  gateFormTemplateResource,
  gateNotificationResource,
  gateSettingsResource,
  gateUserResource,
} from './gate-settings';
import { gateResource } from './gates';
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
} from './inventory-setup';
import { itemResource, itemStockResource, itemUnitsResource } from './items';
import {
  branchResource,
  departmentResource,
  driverResource,
  employeeResource,
  freightResource,
  territoryResource,
  timeSheetResource,
  vehicleResource,
} from './organisation';
import { partnerAddressResource } from './partner-addresses';
import {
  businessPartnerResource,
  dealerResource,
  partnerGroupResource,
  paymentTermResource,
  salesEmployeeResource,
} from './partners';
import {
  itemPriceResource,
  periodDiscountResource,
  priceListResource,
  specialPriceResource,
} from './pricing';
import type { ResourceDefinition } from './resource-definition';
import {
  callActionResource,
  callResource,
  callSubjectResource,
  routeAssignmentResource,
  routeResource,
} from './routes-and-calls';
import { ipRangeResource } from './security';
import { batchNumberResource, serialNumberResource } from './stock-tracking';
import { docSettingsResource, userDefaultsResource } from './user-defaults';
import { userGroupResource, userResource } from './users';

/** Every resource the generic engine serves, in the order the API documentation lists them. */
export const resources: readonly ResourceDefinition[] = [
  itemResource,
  itemStockResource,
  itemUnitsResource,
  itemGroupResource,
  unitOfMeasureResource,
  uomGroupResource,
  uomGroupLineResource,
  warehouseResource,
  manufacturerResource,
  itemPropertyResource,
  taxGroupResource,
  priceListResource,
  itemPriceResource,
  businessPartnerResource,
  partnerAddressResource,
  contactPersonResource,
  partnerGroupResource,
  dealerResource,
  salesEmployeeResource,
  paymentTermResource,
  numberingSeriesResource,
  companyDetailsResource,
  branchResource,
  departmentResource,
  employeeResource,
  employeeAssignmentResource,
  employeeBranchResource,
  employeePartnerResource,
  employeeItemResource,
  employeePaymentResource,
  employeeWarehouseResource,
  territoryResource,
  driverResource,
  vehicleResource,
  gateResource,
  freightResource,
  timeSheetResource,
  warehouseTypeResource,
  shippingTypeResource,
  itemDefaultsResource,
  binLocationResource,
  binAttributeCodeResource,
  binSublevelCodeResource,
  binFieldSettingsResource,
  binStockResource,
  batchNumberResource,
  serialNumberResource,
  specialPriceResource,
  periodDiscountResource,
  ipRangeResource,
  addressFormatResource,
  currencyResource,
  exchangeRateResource,
  glAccountResource,
  postableGlAccountResource,
  glAccountDeterminationResource,
  withholdingTaxResource,
  bankResource,
  houseBankAccountResource,
  userDefaultsResource,
  docSettingsResource,
  userResource,
  userGroupResource,
  alertResource,
  approvalStageResource,
  approvalTemplateResource,
  gateSettingsResource,
  gateCacheSettingsResource,
  gateBackupSettingsResource,
  gateUserResource,
  gateNotificationResource,
  gateFormTemplateResource,
  gateFormFieldResource,
  salesTargetResource,
  recurringTemplateResource,
  routeResource,
  routeAssignmentResource,
  callSubjectResource,
  callActionResource,
  callResource,
  channelResource,
  tierResource,
  distributorResource,
  surveyResource,
  surveyQuestionResource,
  outletResource,
  gpsSettingsResource,
  gpsLocationResource,
  employeeTimesheetResource,
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
