import type { FastifyRequest } from 'fastify';

/**
 * Which browser origins may call this API. Our own origin always; the origins configured in
 * CLIENT_ORIGINS; and the specification's host-derived pair: an API served at erp-be.acme.com
 * accepts the client at erp.acme.com (the client derives its API host by adding -be).
 */
export function isAllowedOrigin(
  origin: string,
  request: FastifyRequest,
  configured: readonly string[],
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const host = request.headers.host ?? '';
  if (parsed.host === host) return true;
  if (configured.includes(parsed.origin)) return true;
  const [first, ...rest] = host.split('.');
  if (first?.endsWith('-be') && rest.length > 0) {
    const clientHost = [first.slice(0, -'-be'.length), ...rest].join('.');
    return parsed.host === clientHost;
  }
  return false;
}
