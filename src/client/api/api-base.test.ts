import { describe, expect, it } from 'vitest';
import { type PageLocation, resolveApiBase } from './api-base';

function at(url: string): PageLocation {
  const parsed = new URL(url);
  return { protocol: parsed.protocol, hostname: parsed.hostname, port: parsed.port, origin: parsed.origin };
}

describe('resolveApiBase', () => {
  it('uses the page origin when our server serves the client', () => {
    expect(resolveApiBase(at('https://erp.acme.com/sales/doc/17'), 'same-origin')).toBe(
      'https://erp.acme.com/api/v1',
    );
    expect(resolveApiBase(at('http://localhost:8080/'), 'same-origin')).toBe('http://localhost:8080/api/v1');
  });

  it('gives the first host label a -be suffix and keeps protocol and port', () => {
    expect(resolveApiBase(at('https://erp.acme.com/'), 'derived')).toBe('https://erp-be.acme.com/api/v1');
    expect(resolveApiBase(at('https://erp.eu.acme.com:8443/x'), 'derived')).toBe(
      'https://erp-be.eu.acme.com:8443/api/v1',
    );
    expect(resolveApiBase(at('http://erp/'), 'derived')).toBe('http://erp-be/api/v1');
  });

  it('maps the Vite dev and preview ports on loopback to the fixed local back ends', () => {
    expect(resolveApiBase(at('http://localhost:5173/'), 'derived')).toBe('http://localhost:8080/api/v1');
    expect(resolveApiBase(at('http://127.0.0.1:5173/'), 'derived')).toBe('http://localhost:8080/api/v1');
    expect(resolveApiBase(at('http://localhost:4173/'), 'derived')).toBe('http://localhost:8081/api/v1');
    expect(resolveApiBase(at('http://[::1]:5173/'), 'derived')).toBe('http://localhost:8080/api/v1');
  });

  it('stays on the same origin for other loopback ports and for IP addresses', () => {
    expect(resolveApiBase(at('http://localhost:8080/'), 'derived')).toBe('http://localhost:8080/api/v1');
    expect(resolveApiBase(at('http://10.1.2.3:8080/'), 'derived')).toBe('http://10.1.2.3:8080/api/v1');
    expect(resolveApiBase(at('http://[2001:db8::1]/'), 'derived')).toBe('http://[2001:db8::1]/api/v1');
  });
});
