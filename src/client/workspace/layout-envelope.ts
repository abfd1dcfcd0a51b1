import { fromBase64Url, toBase64Url } from './base64url';

/** The format of the text inside; bump it when that text changes shape. */
export const layoutVersion = '1';

export type EnvelopeFailure = 'malformed' | 'tampered' | 'unsupported-version';

/** FNV-1a, 32 bits: not a secret, only a check that nobody edited the value by hand. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const checksumOf = (signed: string) => fnv1a32(signed).toString(36);

const shape = /^(\d{1,3})\.([A-Za-z0-9_-]*)\.([0-9a-z]{1,7})$/;

/** `<version>.<base64url of the UTF-8 text>.<checksum of what precedes it, base 36>`. */
export function sealLayoutText(text: string): string {
  const signed = `${layoutVersion}.${toBase64Url(new TextEncoder().encode(text))}`;
  return `${signed}.${checksumOf(signed)}`;
}

// `fatal` makes invalid UTF-8 an error instead of replacement characters.
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function openLayoutEnvelope(
  value: string,
): { ok: true; text: string } | { ok: false; reason: EnvelopeFailure } {
  const match = shape.exec(value);
  if (match === null) return { ok: false, reason: 'malformed' };
  const [, version = '', payload = '', checksum = ''] = match;
  if (version !== layoutVersion) return { ok: false, reason: 'unsupported-version' };
  if (checksumOf(`${version}.${payload}`) !== checksum) return { ok: false, reason: 'tampered' };
  const bytes = fromBase64Url(payload);
  if (bytes === null) return { ok: false, reason: 'malformed' };
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
