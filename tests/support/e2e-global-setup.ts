import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium';
import { acquireEmbeddedDemoTemplate } from './demo-template';
import { scratchFolder } from './scratch-folder';
import { requireBuiltServer, spawnServer, waitUntilHealthy } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built product per test worker, each on its own data directory. */
    productUrls: string[];
    /** One Chromium per test worker, for its browser files to connect to (product-server.ts). */
    browserEndpoints: string[];
    /** The fingerprint of the run's seeded demo company (seed-fingerprint.ts), for a first start to match. */
    demoTemplateFingerprint: string;
  }
}

/**
 * Starts the built product once per test worker, all at once, each on its own copy of the run's
 * seeded demo database (demo-template.ts: the one a first start makes, migrated then seeded, and
 * the api project's template too): browser files then run side by side without seeing each
 * other's changes. Each server seeding itself made the run seed the same company twice more, one
 * server per core, before any test ran; that a first start on an empty directory seeds the demo
 * company is what server-lifecycle.test.ts checks, on servers of its own. Beside each server, a
 * Chromium that the worker's browser files connect to rather than launching their own.
 */
export default async function setup(project: TestProject) {
  requireBuiltServer();
  // Held until the run ends, not just until copied: a global setup that runs after this one (the
  // api project's) then copies it too rather than seeding it again.
  const template = acquireEmbeddedDemoTemplate();
  const folder = await template.folder;
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const dataDir = scratchFolder('erp-e2e-');
      cpSync(folder, path.join(dataDir, 'pgdata'), { recursive: true });
      const [server, browser] = await Promise.all([
        spawnServer({ DATA_DIR: dataDir }),
        launchChromiumServer(),
      ]);
      await waitUntilHealthy(server);
      return { server, browser, dataDir };
    }),
  );
  project.provide(
    'productUrls',
    started.map(({ server }) => server.url),
  );
  project.provide('demoTemplateFingerprint', await template.fingerprint);
  project.provide(
    'browserEndpoints',
    started.map(({ browser }) => browser.wsEndpoint()),
  );
  return async () => {
    await Promise.all(started.flatMap(({ server, browser }) => [server.stop('SIGTERM'), browser.close()]));
    for (const { dataDir } of started) rmSync(dataDir, { recursive: true, force: true });
    template.release();
  };
}
