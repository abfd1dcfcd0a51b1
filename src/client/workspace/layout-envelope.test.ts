import { describe, expect, it } from 'vitest';
import { fnv1a32, openLayoutEnvelope, sealLayoutText } from './layout-envelope';

describe('the layout envelope', () => {
  it('computes FNV-1a 32-bit hashes', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('seals text as version, payload and checksum, and opens it again', () => {
    const sealed = sealLayoutText('0\n0\n/ventes/fiche?nom=Éloïse\n');
    expect(sealed).toMatch(/^1\.[A-Za-z0-9_-]+\.[0-9a-z]+$/);
    expect(openLayoutEnvelope(sealed)).toEqual({ ok: true, text: '0\n0\n/ventes/fiche?nom=Éloïse\n' });
  });

  it('reports an edited payload or checksum as tampered', () => {
    const sealed = sealLayoutText('0\n0\n/dashboard');
    const [version, payload = '', checksum = ''] = sealed.split('.');
    const flipped = payload.startsWith('A') ? `B${payload.slice(1)}` : `A${payload.slice(1)}`;
    expect(openLayoutEnvelope(`${version}.${flipped}.${checksum}`)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(openLayoutEnvelope(`${version}.${payload}.${checksum === '0' ? '1' : '0'}`)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('reports another version as unsupported and a wrong shape as malformed', () => {
    const sealed = sealLayoutText('0\n0\n/dashboard');
    expect(openLayoutEnvelope(`2${sealed.slice(1)}`)).toEqual({ ok: false, reason: 'unsupported-version' });
    expect(openLayoutEnvelope(sealed.replace('.', '~'))).toEqual({ ok: false, reason: 'malformed' });
    expect(openLayoutEnvelope('')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reports a correctly signed payload that is not UTF-8 as malformed', () => {
    const payload = Buffer.from([0xff, 0xfe, 0x80]).toString('base64url');
    const signed = `1.${payload}`;
    expect(openLayoutEnvelope(`${signed}.${fnv1a32(signed).toString(36)}`)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
