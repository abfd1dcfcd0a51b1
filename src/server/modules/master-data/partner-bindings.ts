import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  businessPartnerResource,
  dealerResource,
  partnerGroupResource,
  paymentTermResource,
  salesEmployeeResource,
} from '../../../shared/resources/partners';
import { documents } from '../../db/schema/documents';
import { paymentTerms } from '../../db/schema/finance';
import { salesEmployees } from '../../db/schema/organisation';
import { businessPartners, partnerGroups } from '../../db/schema/partners';
import { employeeAssignments, timeSheets } from '../../db/schema/workforce';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { checkDefaultContact, partnerContactBindings, partnerOwnedRows } from './partner-contact-bindings';

const dealerGroups = () =>
  inArray(
    businessPartners.GroupCode,
    sql`(select ${partnerGroups.GroupCode} from ${partnerGroups} where ${partnerGroups.IsDealer} = 'Y')`,
  );

/** A dealer's group must be a dealer group, or the dealer would vanish from the dealers' list. */
async function checkDealerGroup(values: Record<string, unknown>, context: WriteContext) {
  if (values.GroupCode === undefined) return;
  const [group] = await context.tx
    .select({ code: partnerGroups.GroupCode })
    .from(partnerGroups)
    .where(and(eq(partnerGroups.GroupCode, Number(values.GroupCode)), eq(partnerGroups.IsDealer, 'Y')));
  if (!group) throw validationFailed({ GroupCode: [said('notDealerGroup')] });
}

const partnerUses = [
  { table: documents, column: documents.CardCode, label: 'documents' },
  { table: timeSheets, column: timeSheets.CardCode, label: 'time sheet entries' },
  { table: employeeAssignments, column: employeeAssignments.CardCode, label: 'employee assignments' },
];

export const partnerBindings: ResourceBinding[] = [
  {
    definition: businessPartnerResource,
    table: businessPartners,
    protectedBy: partnerUses,
    owns: partnerOwnedRows,
    beforeWrite: checkDefaultContact,
  },
  ...partnerContactBindings,
  {
    definition: dealerResource,
    table: businessPartners,
    scope: () => and(eq(businessPartners.CardType, 'C'), dealerGroups()) ?? dealerGroups(),
    fixedValues: { CardType: 'C' },
    protectedBy: partnerUses,
    owns: partnerOwnedRows,
    beforeWrite: checkDealerGroup,
  },
  {
    definition: partnerGroupResource,
    table: partnerGroups,
    protectedBy: [
      { table: businessPartners, column: businessPartners.GroupCode, label: 'business partners' },
    ],
  },
  {
    definition: salesEmployeeResource,
    table: salesEmployees,
    protectedBy: [
      { table: businessPartners, column: businessPartners.SlpCode, label: 'business partners' },
      { table: documents, column: documents.SlpCode, label: 'documents' },
    ],
  },
  {
    definition: paymentTermResource,
    table: paymentTerms,
    protectedBy: [
      { table: businessPartners, column: businessPartners.GroupNum, label: 'business partners' },
      { table: documents, column: documents.GroupNum, label: 'documents' },
    ],
  },
];
