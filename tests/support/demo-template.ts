import { rmSync } from 'node:fs';
import { createEmbedded, embeddedDatabaseFolder } from '../../src/server/db/open-store';
import { seedDemoCompany } from '../../src/server/seed/demo-company';
import { scratchFolder } from './scratch-folder';
import { fingerprint } from './seed-fingerprint';

interface SharedTemplate {
  folder: Promise<string>;
  /** The seeded company's fingerprint (seed-fingerprint.ts), read while the seed had it open. */
  fingerprint: Promise<string>;
  users: number;
  directory: string;
}

/**
 * The run's one seeded embedded database (migrated, then the demo company, as a first start makes
 * it), shared by the global setups of the projects in one `vitest run`: the api project's copies it
 * per test file, the e2e project's per product server. Vitest loads each project's global setup
 * through its own module runner, so the template is kept on globalThis, not in this module. Each
 * global setup that asks for it gives it back in its teardown; the last one removes it.
 */
const key = Symbol.for('erp.tests.embeddedDemoTemplate');
type WithTemplate = typeof globalThis & { [key]?: SharedTemplate };

export function acquireEmbeddedDemoTemplate(): {
  folder: Promise<string>;
  fingerprint: Promise<string>;
  release(): void;
} {
  const holder = globalThis as WithTemplate;
  let shared = holder[key];
  if (!shared) {
    const directory = scratchFolder('erp-template-');
    let printed = '';
    const folder = createEmbedded(directory, async (database) => {
      await seedDemoCompany(database, { size: 'demo' });
      printed = await fingerprint(database);
    }).then(() => embeddedDatabaseFolder(directory));
    shared = { directory, users: 0, folder, fingerprint: folder.then(() => printed) };
    holder[key] = shared;
  }
  const taken = shared;
  taken.users++;
  let released = false;
  return {
    folder: taken.folder,
    fingerprint: taken.fingerprint,
    release() {
      if (released) return;
      released = true;
      taken.users--;
      if (taken.users > 0) return;
      rmSync(taken.directory, { recursive: true, force: true });
      if (holder[key] === taken) delete holder[key];
    },
  };
}
