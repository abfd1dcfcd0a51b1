const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const sextetOf = new Map([...alphabet].map((character, index) => [character, index]));

/**
 * RFC 4648 base64url without padding: its 64 characters are all ones URLSearchParams leaves as
 * they are, so an encoded layout stays readable in the address bar and short.
 */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const chunk = ((bytes[at] ?? 0) << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6));
    for (let index = 0; index < characters; index += 1) {
      text += alphabet[(chunk >> (18 - 6 * index)) & 63];
    }
  }
  return text;
}

/** The bytes of a base64url text, or null when it is not one (a wrong character or length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let written = 0;
  for (let at = 0; at < text.length; at += 4) {
    let chunk = 0;
    const group = text.slice(at, at + 4);
    for (let index = 0; index < 4; index += 1) {
      const character = group[index];
      const value = character === undefined ? 0 : sextetOf.get(character);
      if (value === undefined) return null;
      chunk = (chunk << 6) | value;
    }
    for (let index = 0; index < group.length - 1; index += 1) {
      bytes[written] = (chunk >> (16 - 8 * index)) & 255;
      written += 1;
    }
  }
  return bytes;
}
