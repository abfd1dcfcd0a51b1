import { rmSync } from 'node:fs';
import { createEmbedded, embeddedDatabaseFolder } from '../../src/server/db/open-store';
import { seedDemoCompany } from '../../src/server/seed/demo-company';
import { scratchFolder } from './scratch-folder';

interface SharedTemplate {
  folder: Promise<string>;
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

export function acquireEmbeddedDemoTemplate(): { folder: Promise<string>; release(): void } {
  const holder = globalThis as WithTemplate;
  let shared = holder[key];
  if (!shared) {
    const directory = scratchFolder('erp-template-');
    shared = {
      directory,
      users: 0,
      folder: createEmbedded(directory, async (database) => {
        await seedDemoCompany(database, { size: 'demo' });
      }).then(() => embeddedDatabaseFolder(directory)),
    };
    holder[key] = shared;
  }
  const taken = shared;
  taken.users++;
  let released = false;
  return {
    folder: taken.folder,
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
