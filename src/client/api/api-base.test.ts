import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseMode, type PageLocation, resolveApiBase } from './api-base';

function at(url: string): PageLocation {
  const parsed = new URL(url);
  return { protocol: parsed.protocol, hostname: parsed.hostname, port: parsed.port, origin: parsed.origin };
}

const derived = (url: string) => resolveApiBase(at(url), 'derived');

describe('resolveApiBase', () => {
  it('uses the page origin when our server serves the client', () => {
    expect(resolveApiBase(at('https://erp.acme.com/sales/doc/17'), 'same-origin')).toBe(
      'https://erp.acme.com/api/v1',
    );
    expect(resolveApiBase(at('http://localhost:5173/'), 'same-origin')).toBe('http://localhost:5173/api/v1');
  });

  it('gives the first host label a -be suffix and keeps protocol and port', () => {
    expect(derived('https://erp.acme.com/')).toBe('https://erp-be.acme.com/api/v1');
    expect(derived('https://erp.eu.acme.com:8443/x')).toBe('https://erp-be.eu.acme.com:8443/api/v1');
    expect(derived('http://erp.acme.com:8080/')).toBe('http://erp-be.acme.com:8080/api/v1');
  });

  it('suffixes a single-label host as a whole', () => {
    expect(derived('http://erp/')).toBe('http://erp-be/api/v1');
    expect(derived('http://erp:3000/')).toBe('http://erp-be:3000/api/v1');
  });

  it('sends the Vite dev port on any loopback name to the development server', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      expect(derived(`http://${host}:5173/`), host).toBe('http://localhost:8080/api/v1');
  });

  it('sends the Vite preview port on any loopback name to the test back end', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      expect(derived(`http://${host}:4173/`), host).toBe('http://localhost:8081/api/v1');
  });

  it('keeps other loopback ports on the same origin', () => {
    expect(derived('http://localhost:8080/')).toBe('http://localhost:8080/api/v1');
    expect(derived('http://localhost/')).toBe('http://localhost/api/v1');
    expect(derived('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/api/v1');
    expect(derived('http://[::1]:9000/')).toBe('http://[::1]:9000/api/v1');
    expect(
      resolveApiBase(
        { protocol: 'http:', hostname: '::1', port: '9000', origin: 'http://[::1]:9000' },
        'derived',
      ),
    ).toBe('http://[::1]:9000/api/v1');
  });

  it('keeps IP-address hosts on the same origin, since they have no label to suffix', () => {
    expect(derived('http://10.1.2.3:8080/')).toBe('http://10.1.2.3:8080/api/v1');
    expect(derived('https://192.168.0.10/')).toBe('https://192.168.0.10/api/v1');
    expect(derived('http://[2001:db8::1]/')).toBe('http://[2001:db8::1]/api/v1');
    expect(derived('http://[2001:db8::1]:5173/')).toBe('http://[2001:db8::1]:5173/api/v1');
  });
});

describe('apiBaseMode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is same-origin unless the build asks otherwise', () => {
    vi.stubEnv('VITE_API_BASE_MODE', undefined);
    expect(apiBaseMode()).toBe('same-origin');
    vi.stubEnv('VITE_API_BASE_MODE', 'something-else');
    expect(apiBaseMode()).toBe('same-origin');
  });

  it('is derived when the build sets VITE_API_BASE_MODE=derived', () => {
    vi.stubEnv('VITE_API_BASE_MODE', 'derived');
    expect(apiBaseMode()).toBe('derived');
  });
});
