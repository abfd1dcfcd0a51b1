import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Health, healthSchema } from '../../../shared/api/health';
import type { Database } from '../../db/database';
import { readSchemaVersion } from '../../db/migrate';

/**
 * GET /api/v1/health: 200 when the database answers, 503 when it does not (readiness, for load
 * balancers). GET /api/v1/health/live: the process answers at all (liveness); it never touches
 * the database, so it shows whether the HTTP loop stays free while queries run.
 */
export function healthRoutes(database: Database, version: string) {
  return async (app: FastifyInstance) => {
    app.get(
      '/health/live',
      {
        config: {
          doc: {
            summary: 'Liveness: the process answers',
            tag: 'health',
            response: healthSchema.pick({ version: true }).extend({ status: z.literal('ok') }),
          },
          public: true,
        },
      },
      async () => ({ status: 'ok', version }),
    );

    app.get(
      '/health',
      {
        config: {
          doc: {
            summary: 'Readiness: the database answers (503 when it does not)',
            tag: 'health',
            response: healthSchema,
          },
          public: true,
        },
      },
      async (request, reply) => {
        const started = performance.now();
        try {
          const schema = await readSchemaVersion(database);
          const health: Health = {
            status: 'ok',
            version,
            database: {
              reachable: true,
              kind: database.kind,
              schemaVersion: schema.current,
              pendingMigrations: Math.max(0, schema.known - schema.applied),
              latencyMs: Math.round(performance.now() - started),
            },
          };
          return health;
        } catch (error) {
          request.log.warn({ err: error }, 'health check could not reach the database');
          const health: Health = {
            status: 'unavailable',
            version,
            database: {
              reachable: false,
              kind: database.kind,
              schemaVersion: null,
              pendingMigrations: 0,
              latencyMs: Math.round(performance.now() - started),
            },
          };
          return reply.status(503).send(health);
        }
      },
    );
  };
}
