import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { requireBuiltServer, spawnServer, waitUntilHealthy } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    productUrl: string;
  }
}

/** Starts the built product once, on a fresh data directory, for the browser tests. */
export default async function setup(project: TestProject) {
  requireBuiltServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-e2e-'));
  const server = await spawnServer({ DATA_DIR: dataDir });
  await waitUntilHealthy(server);
  project.provide('productUrl', server.url);
  return async () => {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
