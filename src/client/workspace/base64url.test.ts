import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';

describe('base64url', () => {
  it('matches the standard encoding without padding for every length', () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + length * 31) % 256);
      const encoded = toBase64Url(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(encoded)).toEqual(bytes);
    }
  });

  it('uses only characters URLSearchParams leaves as they are', () => {
    const encoded = toBase64Url(Uint8Array.from({ length: 256 }, (_, index) => index));
    expect(new URLSearchParams({ ws: encoded }).toString()).toBe(`ws=${encoded}`);
  });

  it('refuses foreign characters and impossible lengths', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('ab/c')).toBeNull();
    expect(fromBase64Url('abc=')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});
