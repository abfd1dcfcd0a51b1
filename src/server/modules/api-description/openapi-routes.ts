import type { FastifyInstance } from 'fastify';
import { apiDescriptionSchema } from '../../../shared/api/api-description';
import { openApiDocument } from './openapi-document';

/**
 * GET /api/v1/openapi.json to any signed-in user: it describes the API and grants nothing (each
 * operation says what it requires). Built on the first request, once every route is registered,
 * and kept: routes do not change while the server runs.
 */
export function openApiRoutes(version: string) {
  return async (app: FastifyInstance) => {
    // Kept as text: the document is about a megabyte, which is worth serialising once.
    let built: string | undefined;
    app.get(
      '/openapi.json',
      {
        config: {
          access: 'signed-in',
          doc: {
            summary: 'This description of the API, as OpenAPI 3.1',
            tag: 'api',
            response: apiDescriptionSchema,
          },
        },
      },
      async (_request, reply) => {
        built ??= JSON.stringify(openApiDocument(app.declaredRoutes, version));
        return reply
          .type('application/json; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .send(built);
      },
    );
  };
}
