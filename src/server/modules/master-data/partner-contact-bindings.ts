import { and, eq, ne, sql } from 'drizzle-orm';
import { contactPersonResource } from '../../../shared/resources/contact-persons';
import { partnerAddressResource } from '../../../shared/resources/partner-addresses';
import { documents } from '../../db/schema/documents';
import { businessPartners, contactPersons, partnerAddresses } from '../../db/schema/partners';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';

type Values = Record<string, unknown>;

const nameTaken = (field: string, what: string) =>
  new AppError(409, 'ALREADY_EXISTS', said('partnerNameTaken', { what }), {
    [field]: [said('alreadyUsed')],
  });

/** The value a write leaves in a field: the one sent, else the record's. */
const after = (values: Values, context: WriteContext, field: string) =>
  values[field] !== undefined ? values[field] : context.current?.[field];

/** SAP keys an address by its name and type within the partner: a second one of both is refused. */
async function checkAddressName(values: Values, context: WriteContext) {
  if (values.Address === undefined) return;
  const [taken] = await context.tx
    .select({ LineNum: partnerAddresses.LineNum })
    .from(partnerAddresses)
    .where(
      and(
        eq(partnerAddresses.CardCode, String(after(values, context, 'CardCode'))),
        eq(partnerAddresses.AdresType, String(after(values, context, 'AdresType')) as 'B' | 'S'),
        eq(partnerAddresses.Address, String(values.Address)),
        context.current ? ne(partnerAddresses.LineNum, Number(context.current.LineNum)) : undefined,
      ),
    );
  if (taken) throw nameTaken('Address', 'an address');
}

/**
 * A contact's name is unique within its partner, and the partner's default contact holds it: a
 * renamed default contact stays the default (SAP renames OCRD.CntctPrsn with it).
 */
async function checkContactName(values: Values, context: WriteContext) {
  if (values.Name === undefined) return;
  const CardCode = String(after(values, context, 'CardCode'));
  const [taken] = await context.tx
    .select({ CntctCode: contactPersons.CntctCode })
    .from(contactPersons)
    .where(
      and(
        eq(contactPersons.CardCode, CardCode),
        eq(contactPersons.Name, String(values.Name)),
        context.current ? ne(contactPersons.CntctCode, Number(context.current.CntctCode)) : undefined,
      ),
    );
  if (taken) throw nameTaken('Name', 'a contact person');
  const before = context.current?.Name;
  if (typeof before === 'string' && before !== values.Name)
    await context.tx
      .update(businessPartners)
      .set({ CntctPrsn: String(values.Name), version: sql`${businessPartners.version} + 1` })
      .where(and(eq(businessPartners.CardCode, CardCode), eq(businessPartners.CntctPrsn, before)));
}

/** A partner's default contact (CntctPrsn) names one of its own contact persons, or none. */
export async function checkDefaultContact(values: Values, context: WriteContext) {
  const name = values.CntctPrsn;
  if (typeof name !== 'string' || name === '') return;
  const CardCode = String(after(values, context, 'CardCode'));
  const [contact] = await context.tx
    .select({ CntctCode: contactPersons.CntctCode })
    .from(contactPersons)
    .where(and(eq(contactPersons.CardCode, CardCode), eq(contactPersons.Name, name)));
  if (!contact)
    throw validationFailed({
      CntctPrsn: [said('notContactOf', { name: String(name), partner: String(CardCode) })],
    });
}

/** A partner's addresses and contact persons, each a child resource under the partner's key. */
export const partnerContactBindings: ResourceBinding[] = [
  { definition: partnerAddressResource, table: partnerAddresses, beforeWrite: checkAddressName },
  {
    definition: contactPersonResource,
    table: contactPersons,
    protectedBy: [{ table: documents, column: documents.CntctCode, label: 'documents' }],
    beforeWrite: checkContactName,
  },
];

/** What goes with a deleted partner. */
export const partnerOwnedRows = [
  { table: partnerAddresses, column: partnerAddresses.CardCode },
  { table: contactPersons, column: contactPersons.CardCode },
];
