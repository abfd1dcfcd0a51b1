import { describe, expect, it } from 'vitest';
import { addressAllowed, normaliseRange } from './address-ranges';

describe('address ranges', () => {
  it('writes single addresses as /32 or /128 and refuses what is not an address', () => {
    expect(normaliseRange(' 10.1.2.3 ')).toBe('10.1.2.3/32');
    expect(normaliseRange('2001:DB8::/32')).toBe('2001:db8::/32');
    expect(normaliseRange('fe80::1')).toBe('fe80::1/128');
    expect(normaliseRange('10.1.2.3/33')).toBeUndefined();
    expect(normaliseRange('10.1.2')).toBeUndefined();
    expect(normaliseRange('example.com')).toBeUndefined();
  });

  it('lets anyone in when there are no ranges, and only addresses inside them otherwise', () => {
    expect(addressAllowed('203.0.113.9', [])).toBe(true);
    expect(addressAllowed('10.1.200.7', ['10.1.0.0/16'])).toBe(true);
    expect(addressAllowed('10.2.0.1', ['10.1.0.0/16'])).toBe(false);
    expect(addressAllowed('2001:db8:5::1', ['192.168.0.0/24', '2001:db8::/32'])).toBe(true);
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(addressAllowed('::ffff:10.1.0.5', ['10.1.0.0/16'])).toBe(true);
    expect(addressAllowed('::ffff:10.9.0.5', ['10.1.0.0/16'])).toBe(false);
  });
});
