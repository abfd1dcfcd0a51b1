import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import type { TestDatabase } from './test-databases';

export interface ApiHarness {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application over a test's own seeded database, driven through inject(). */
export async function startApi(target: TestDatabase): Promise<ApiHarness> {
  const database = await target.open();
  const app = await buildApp({ database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
