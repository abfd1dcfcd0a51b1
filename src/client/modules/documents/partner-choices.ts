import type { ColumnFilter, RecordRow } from '../../../shared/api/resources';
import {
  type ChildChoices,
  type ChoiceFieldName,
  choiceHeaderFields,
} from '../../../shared/document-model/document-definition';
import {
  contactOf,
  type PartnerAddress,
  type PartnerContact,
  partnerAddressOf,
} from '../../../shared/documents/partner-document-defaults';
import { operatorsOf } from '../../../shared/resources/field-kinds';
import { fieldOf, type ResourceDefinition } from '../../../shared/resources/resource-definition';
import { resourceNamed } from '../../../shared/resources/resource-registry';
import { recordText } from './partner-header-defaults';

/**
 * The header fields chosen among the partner's own records (the definition's `choices`: ship-to,
 * bill-to, contact person): what the list request asks for, the default a partner gives each, and
 * the text a chosen address is laid out as, by the rules the server stores them with
 * (partner-document-defaults.ts). Pure: the editor's model holds the lists and calls these.
 */

/**
 * What the editor knows of one field's choices: none before a partner is taken, loading, the
 * partner's records, or unavailable (the server refused the list: the user may not read them).
 */
export type ChoiceList =
  | { status: 'no-partner' | 'loading' | 'unavailable' }
  | { status: 'ready'; rows: readonly RecordRow[] };

export type ChoiceLists = Record<ChoiceFieldName, ChoiceList>;

export const choiceFieldNames: readonly ChoiceFieldName[] = choiceHeaderFields.map((field) => field.name);

const choicesOf = (name: ChoiceFieldName): ChildChoices => {
  const field = choiceHeaderFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${name} is not a choice field`);
  return field.choices;
};

export const isChoiceField = (name: string): name is ChoiceFieldName =>
  (choiceFieldNames as readonly string[]).includes(name);

/** The choice fields and the texts of the chosen addresses, empty: what a partner taken anew starts from. */
export const emptyChoices: Readonly<Record<string, string>> = Object.fromEntries(
  choiceHeaderFields.flatMap((field) => [
    [field.name, ''],
    ...('text' in field.choices ? [[field.choices.text, '']] : []),
  ]),
);

export const choiceListsOf = (status: 'no-partner' | 'loading' | 'unavailable'): ChoiceLists =>
  Object.fromEntries(choiceFieldNames.map((name) => [name, { status }])) as ChoiceLists;

/** One value of a child's field as the list endpoint filters by it: equal to it, or in it for an enum. */
function filterOf(definition: ResourceDefinition, name: string, value: string): ColumnFilter {
  const field = fieldOf(definition, name);
  if (!field) throw new Error(`${definition.name} has no field ${name}`);
  return operatorsOf(field).includes('equals')
    ? { field: name, op: 'equals', value }
    : { field: name, op: 'in', value: [value] };
}

/** The list request of a field's choices: its resource, and the filters naming the partner and the fixed conditions. */
export function choiceRequest(name: ChoiceFieldName, partnerKey: string) {
  const choices = choicesOf(name);
  const definition = resourceNamed(choices.resource);
  const parentField = definition?.parent?.field;
  if (!definition || !parentField) throw new Error(`${choices.resource} is not a child resource`);
  const filters = [
    filterOf(definition, parentField, partnerKey),
    ...Object.entries(choices.where ?? {}).map(([field, value]) => filterOf(definition, field, value)),
  ];
  return { resource: choices.resource, filters };
}

const addressesOf = (rows: readonly RecordRow[]): PartnerAddress[] =>
  rows.map((row) => ({
    Address: recordText(row.Address),
    AdresType: row.AdresType === 'B' ? 'B' : 'S',
    Street: recordText(row.Street) || null,
    City: recordText(row.City) || null,
    ZipCode: recordText(row.ZipCode) || null,
    Country: recordText(row.Country) || null,
  }));

const contactsOf = (rows: readonly RecordRow[]): PartnerContact[] =>
  rows.map((row) => ({
    CntctCode: Number(row.CntctCode),
    Name: recordText(row.Name),
    Active: row.Active === 'N' ? 'N' : 'Y',
  }));

const addressType = (choices: ChildChoices): PartnerAddress['AdresType'] =>
  choices.where?.AdresType === 'B' ? 'B' : 'S';

interface ChoiceRule {
  /** The value the partner gives the field: its default record's, or '' for none. */
  defaultOf(rows: readonly RecordRow[], choices: ChildChoices, partner: RecordRow): string;
  /** The text the record named `value` is laid out as ('' for none, or one not among the rows). */
  textOf(rows: readonly RecordRow[], choices: ChildChoices, value: string): string;
}

/** One rule per resource a field may choose from (a new one does not compile without its rule). */
const choiceRules = {
  'partner-addresses': {
    defaultOf: (rows, choices) => partnerAddressOf(addressesOf(rows), addressType(choices)).code ?? '',
    textOf: (rows, choices, value) =>
      value === ''
        ? ''
        : (partnerAddressOf(addressesOf(rows), addressType(choices), { code: value }).text ?? ''),
  },
  'contact-persons': {
    // The partner's default contact (OCRD.CntctPrsn, a name) while it is active.
    defaultOf: (rows, _choices, partner) =>
      recordText(contactOf(contactsOf(rows), recordText(partner.CntctPrsn) || null)),
    textOf: () => '',
  },
} satisfies Record<ChildChoices['resource'], ChoiceRule>;

/**
 * The header a field's loaded choices give once the partner is taken: the partner's default, and
 * its text where the field has one. Unavailable choices give nothing: the server fills them.
 */
export function defaultChoice(name: ChoiceFieldName, list: ChoiceList, partner: RecordRow) {
  const choices = choicesOf(name);
  if (list.status !== 'ready') return {};
  const value = choiceRules[choices.resource].defaultOf(list.rows, choices, partner);
  return { [name]: value, ...chosenText(name, list, value) };
}

/** The text of the record a field names, for its `text` field; nothing while the list is not loaded. */
export function chosenText(name: ChoiceFieldName, list: ChoiceList, value: string) {
  const choices = choicesOf(name);
  if (!choices.text || list.status !== 'ready') return {};
  return { [choices.text]: choiceRules[choices.resource].textOf(list.rows, choices, value) };
}

/** The value an option of the field stores: the record's field the definition names. */
export const optionValueOf = (name: ChoiceFieldName, row: RecordRow) =>
  recordText(row[choicesOf(name).value]);

export const choiceResourceOf = (name: ChoiceFieldName) => choicesOf(name).resource;

/** The laid-out text a field's choice shows under it, from the header; undefined for a field without one. */
export function choiceTextOf(name: ChoiceFieldName, header: Readonly<Record<string, string>>) {
  const { text } = choicesOf(name);
  return text === undefined ? undefined : (header[text] ?? '');
}
