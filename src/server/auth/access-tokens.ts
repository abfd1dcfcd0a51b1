import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'meridian-erp';
const audience = 'meridian-erp-api';
const algorithm = 'HS256';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

const systemClock = () => new Date();
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signAccessToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
  now: () => Date = systemClock,
): Promise<string> {
  const issuedAt = seconds(now());
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
}

/**
 * The claims of a token this server signed and that is still within its time, or undefined.
 * Only HS256 is accepted (never `none`, never a key confusion with another algorithm), and the
 * issuer, audience, expiry and not-before are all checked.
 */
export async function readAccessToken(
  token: string,
  secret: Uint8Array,
  now: () => Date = systemClock,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      currentDate: now(),
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ['exp', 'nbf', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') return undefined;
    return { userId, sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
