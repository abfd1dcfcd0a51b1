import { describe, expect, it } from 'vitest';
import { addressFormatProblems } from './address-formats';

describe('addressFormatProblems', () => {
  it('accepts a template of known address fields over several lines', () => {
    expect(addressFormatProblems('{StreetNo} {Street}\n{ZipCode} {City}\n{Country}')).toEqual([]);
  });

  it('names a placeholder that is no address field', () => {
    expect(addressFormatProblems('{Street}\n{Town}')).toEqual(['{Town} is not an address field']);
  });

  it('refuses an unmatched brace and a template without any field', () => {
    expect(addressFormatProblems('{Street} {City')).toContain('has an unmatched brace');
    expect(addressFormatProblems('PO Box only')[0]).toMatch(/names no address field/);
  });
});
