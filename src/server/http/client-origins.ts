import type { FastifyRequest } from 'fastify';

/**
 * Which browser origins may call this API. Our own origin always; the origins configured in
 * CLIENT_ORIGINS; and the specification's host-derived pair: an API served at erp-be.acme.com
 * accepts the client at erp.acme.com (the client derives its API host by adding -be). The
 * scheme counts: a page from http://erp.acme.com could be anyone's on the network path, so it is
 * foreign to an API reached over https. An https page calling an API the server sees as plain
 * http is accepted: that is a proxy ending TLS that TRUST_PROXY does not name, not a downgrade.
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
  if (configured.includes(parsed.origin)) return true;
  if (parsed.protocol !== `${request.protocol}:` && parsed.protocol !== 'https:') return false;
  const host = request.headers.host ?? '';
  if (parsed.host === host) return true;
  const [first, ...rest] = host.split('.');
  if (first?.endsWith('-be') && rest.length > 0) {
    const clientHost = [first.slice(0, -'-be'.length), ...rest].join('.');
    return parsed.host === clientHost;
  }
  return false;
}
