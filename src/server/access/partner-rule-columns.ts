import { businessPartners } from '../db/schema/partners';
import type { ConditionColumns } from './sql-conditions';

/**
 * The fields of a business partner that permission rules may filter by. Shared here because the
 * dashboard count and the command palette search must filter partners alike, and modules do not
 * import each other.
 */
export const businessPartnerConditionColumns: ConditionColumns = {
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
