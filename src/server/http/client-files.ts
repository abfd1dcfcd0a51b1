import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/api/envelopes';

/**
 * Serves the built client and answers every other GET outside /api with index.html, so a
 * reload on a deep link such as /sales/doc/17/5 opens the application at that route.
 */
export async function serveClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Its own header would replace ours (it is written after setHeaders): with it, every asset
      // said max-age=0, and a reload asked the server again for each of some sixty files.
      cacheControl: false,
      setHeaders(response, filePath) {
        // Built assets carry a content hash in their names and never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (a stale asset name) stays a 404; only page paths fall back to the app.
    const isPage =
      hasClient &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const body: ErrorBody = { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}.` };
    return reply.status(404).send(body);
  });
}
