import { addressTokens } from '../addresses/address-layout';
import { defineResource } from './resource-definition';

/** OADF: an address laid out as a template of {Token} placeholders, one line per address line. */
export const addressFormatResource = defineResource({
  name: 'address-formats',
  subject: 'AddressFormat',
  key: 'Code',
  generatedKey: true,
  labelField: 'Name',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    { name: 'Code', label: 'fields.FormatCode', kind: 'number', integer: true, editable: 'never', width: 90 },
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    {
      name: 'Format',
      label: 'fields.AddressFormat',
      kind: 'text',
      maxLength: 254,
      required: true,
      multiline: true,
      width: 360,
    },
  ],
});

const tokenPattern = /\{([^{}]*)\}/g;

/**
 * What is wrong with a format template: placeholders that are no address field, or braces left
 * open. Empty when the template is sound.
 */
export function addressFormatProblems(format: string): string[] {
  const problems: string[] = [];
  const known: readonly string[] = addressTokens;
  for (const [, token] of format.matchAll(tokenPattern))
    if (token === undefined || !known.includes(token))
      problems.push(`{${token ?? ''}} is not an address field`);
  if (/[{}]/.test(format.replace(tokenPattern, ''))) problems.push('has an unmatched brace');
  if (!/\{[^{}]+\}/.test(format))
    problems.push(`names no address field (${addressTokens.map((t) => `{${t}}`).join(' ')})`);
  return problems;
}
