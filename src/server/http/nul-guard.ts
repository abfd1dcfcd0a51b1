import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';

/** Where in a request value a NUL sits, as a field path ("DocumentLines.0.Comments"), if anywhere. */
function nulPathOf(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulPathOf(entry, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * No column holds a NUL (PostgreSQL refuses it in text and JSONB, and JSONB stores what a schema
 * lets through as it is): so a NUL anywhere in a request's path, query or body is refused before
 * any handler runs, whatever its schema.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPathOf(part);
      if (path !== undefined) throw validationFailed({ [path]: [said('controlCharacters')] });
    }
  });
}
