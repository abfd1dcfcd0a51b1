import { describe, expect, it } from 'vitest';
import { formatAddress, plainAddressFormat } from './address-layout';

describe('formatAddress', () => {
  const london = {
    Street: 'Baker Street',
    StreetNo: '221B',
    City: 'London',
    ZipCode: 'NW1 6XE',
    Country: 'GB',
  };

  it('lays an address out line by line as its format says', () => {
    expect(formatAddress(london, '{StreetNo} {Street}\n{City}\n{ZipCode}\n{Country}')).toBe(
      '221B Baker Street\nLondon\nNW1 6XE\nGB',
    );
  });

  it('drops lines and separators an empty field leaves behind', () => {
    expect(
      formatAddress({ City: 'Austin', ZipCode: '78701' }, '{StreetNo} {Street}\n{City}, {State} {ZipCode}'),
    ).toBe('Austin, 78701');
    expect(formatAddress({ State: 'TX', ZipCode: '78701' }, '{City}, {State} {ZipCode}')).toBe('TX 78701');
  });

  it('lays out with the plain format a street, the postcode before the city, and the country', () => {
    expect(
      formatAddress(
        { Street: '1 Rue de Rivoli', ZipCode: '75001', City: 'Paris', Country: 'FR' },
        plainAddressFormat,
      ),
    ).toBe('1 Rue de Rivoli\n75001 Paris\nFR');
  });

  it('answers an empty text for an address without any field', () => {
    expect(formatAddress({}, plainAddressFormat)).toBe('');
  });
});
