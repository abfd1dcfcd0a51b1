import { describe, expect, it } from 'vitest';
import { resourceListQuerySchema } from '../../../shared/api/resources';
import { resourceNamed } from '../../../shared/resources/resource-registry';
import { choiceFieldNames, choiceRequest, chosenText, defaultChoice, optionValueOf } from './partner-choices';

const addresses = [
  { Address: 'Yard', AdresType: 'S', Street: '7 Quay', City: 'Hull', ZipCode: 'HU1 2BB', Country: 'GB' },
  { Address: 'Depot', AdresType: 'S', Street: '5 Canal St', City: 'Leeds', ZipCode: null, Country: 'GB' },
];

describe("the header's choices among the partner's own records", () => {
  it('are the ship-to, bill-to and contact fields of the definition', () => {
    expect([...choiceFieldNames].sort()).toEqual(['CntctCode', 'PayToCode', 'ShipToCode']);
  });

  it.each(choiceFieldNames.map((name) => [name]))(
    'asks for %s with filters the list endpoint takes for its resource: the partner and the fixed conditions',
    (name) => {
      const { resource, filters } = choiceRequest(name, 'C00007');
      const definition = resourceNamed(resource);
      if (!definition) throw new Error(`${resource} is not a resource`);
      const parsed = resourceListQuerySchema(definition).safeParse({ filters: JSON.stringify(filters) });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(filters[0]).toEqual({ field: 'CardCode', op: 'equals', value: 'C00007' });
    },
  );

  it('lists a ship-to of type S, a bill-to of type B and only active contacts', () => {
    expect(choiceRequest('ShipToCode', 'C1').filters[1]).toEqual({
      field: 'AdresType',
      op: 'in',
      value: ['S'],
    });
    expect(choiceRequest('PayToCode', 'C1').filters[1]).toEqual({
      field: 'AdresType',
      op: 'in',
      value: ['B'],
    });
    expect(choiceRequest('CntctCode', 'C1').filters[1]).toEqual({
      field: 'Active',
      op: 'equals',
      value: 'Y',
    });
  });

  it('takes the first address by name and lays it out, and the default contact by its name', () => {
    const ready = { status: 'ready', rows: addresses } as const;
    expect(defaultChoice('ShipToCode', ready, {})).toEqual({
      ShipToCode: 'Depot',
      Address2: '5 Canal St\nLeeds\nGB',
    });
    expect(chosenText('ShipToCode', ready, 'Yard')).toEqual({ Address2: '7 Quay\nHU1 2BB Hull\nGB' });
    expect(chosenText('ShipToCode', ready, '')).toEqual({ Address2: '' });
    const contacts = { status: 'ready', rows: [{ CntctCode: 4, Name: 'Ann', Active: 'Y' }] } as const;
    expect(defaultChoice('CntctCode', contacts, { CntctPrsn: 'Ann' })).toEqual({ CntctCode: '4' });
    expect(defaultChoice('CntctCode', contacts, { CntctPrsn: 'Someone gone' })).toEqual({ CntctCode: '' });
    expect(optionValueOf('CntctCode', { CntctCode: 4, Name: 'Ann' })).toBe('4');
  });

  it('gives nothing while the list is not there: the server fills such a field', () => {
    expect(defaultChoice('ShipToCode', { status: 'unavailable' }, {})).toEqual({});
    expect(chosenText('ShipToCode', { status: 'loading' }, 'Depot')).toEqual({});
  });
});
