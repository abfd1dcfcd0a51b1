import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The migrations sit beside this module in the source tree (src/server/db/migrations) and are
 * copied beside the bundle by the server build (dist/server/migrations).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(folder = migrationsFolder()): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}
