import type { FastifyInstance } from 'fastify';

/**
 * A Content-Security-Policy strict enough that an injected script does not run: scripts and
 * styles only from our own origin (the built client has no inline script), no plugins, no
 * framing, no foreign form targets. The token lives in localStorage (specification section 9),
 * so this policy is what keeps it from an injected script.
 */
export function contentSecurityPolicy(connectSources: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, connectSources: string[]): void {
  const policy = contentSecurityPolicy(connectSources);
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), usb=()');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
