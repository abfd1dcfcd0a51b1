import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { requireBuiltServer, spawnServer, waitUntilHealthy } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built product per test worker, each on its own fresh data directory. */
    productUrls: string[];
  }
}

/**
 * Starts the built product once per test worker, each on a fresh data directory as `npm start`
 * would (it seeds itself), all at once: browser files then run side by side without seeing each
 * other's changes.
 */
export default async function setup(project: TestProject) {
  requireBuiltServer();
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-e2e-'));
      const server = await spawnServer({ DATA_DIR: dataDir });
      await waitUntilHealthy(server);
      return { server, dataDir };
    }),
  );
  project.provide(
    'productUrls',
    started.map(({ server }) => server.url),
  );
  return async () => {
    await Promise.all(started.map(({ server }) => server.stop('SIGTERM')));
    for (const { dataDir } of started) rmSync(dataDir, { recursive: true, force: true });
  };
}
