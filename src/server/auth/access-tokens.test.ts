import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken } from './access-tokens';

const secret = new TextEncoder().encode('a secret of at least thirty-two bytes!!');
const at = (iso: string) => () => new Date(iso);
const claims = { userId: 7, sessionId: 'session-1' };

describe('access tokens', () => {
  it('reads a token again within its window, and not once it has expired, though it was verified before', async () => {
    const token = await signAccessToken(claims, secret, 60, at('2026-11-27T10:00:00Z'));
    expect(await readAccessToken(token, secret, at('2026-11-27T10:00:30Z'))).toEqual(claims);
    expect(await readAccessToken(token, secret, at('2026-11-27T10:00:59Z'))).toEqual(claims);
    expect(await readAccessToken(token, secret, at('2026-11-27T10:01:00Z'))).toBeUndefined();
    expect(await readAccessToken(token, secret, at('2026-11-27T09:59:59Z'))).toBeUndefined();
  });

  it('refuses a token changed after signing, or signed with another secret, after the genuine one was read', async () => {
    const token = await signAccessToken(claims, secret, 60, at('2026-11-27T10:00:00Z'));
    expect(await readAccessToken(token, secret, at('2026-11-27T10:00:01Z'))).toEqual(claims);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sid: 'session-2', sub: '1' })).toString('base64url');
    expect(
      await readAccessToken(`${header}.${payload}.${signature}`, secret, at('2026-11-27T10:00:01Z')),
    ).toBeUndefined();
    const other = new TextEncoder().encode('another secret of thirty-two bytes or more');
    expect(await readAccessToken(token, other, at('2026-11-27T10:00:01Z'))).toBeUndefined();
  });
});
