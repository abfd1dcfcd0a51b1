/**
 * Addresses as text: the fields an address format may place (SAP Business One's address fields)
 * and the layout of an address by a format's template. Read by the address formats resource
 * (resources/address-formats.ts) and by documents, which store their ship-to address as text.
 */
/** The placeholders an address format may use, in SAP Business One's address fields. */
export const addressTokens = [
  'Street',
  'StreetNo',
  'Block',
  'Building',
  'City',
  'ZipCode',
  'County',
  'State',
  'Country',
] as const;

export type AddressToken = (typeof addressTokens)[number];

const tokenPattern = /\{([^{}]*)\}/g;
const tokenNames: readonly string[] = addressTokens;
const isAddressToken = (name: string): name is AddressToken => tokenNames.includes(name);

/**
 * The layout an address takes where no address format applies: partner addresses name a country
 * code, and nothing links a country to a format (SAP's OCRY.AddrFormat), so one neutral layout.
 */
export const plainAddressFormat = '{Street}\n{ZipCode} {City}\n{Country}';

/**
 * An address laid out by a format template: each {Token} replaced by that field (empty when the
 * address has none); spaces collapsed, separators left dangling by an empty field (", " before
 * nothing) dropped, and lines left empty removed.
 */
export function formatAddress(
  address: Readonly<Partial<Record<AddressToken, string | null>>>,
  format: string,
): string {
  return format
    .split('\n')
    .map((line) =>
      line
        .replace(tokenPattern, (_whole, token: string) =>
          isAddressToken(token) ? (address[token] ?? '').trim() : '',
        )
        .replace(/\s+/g, ' ')
        .replace(/^[\s,;]+|[\s,;]+$/g, '')
        .replace(/\s*,(\s*,)+/g, ','),
    )
    .filter((line) => line !== '')
    .join('\n');
}
