import { accessSync, constants, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the tests' databases and data directories are made: in memory (/dev/shm, a tmpfs) where
 * the machine has one, else the system's temporary folder. Each test file copies a 94 MB seeded
 * database and the embedded database syncs every commit to its files; on this machine's virtual
 * disk those syncs and copies left the cores idle while tests waited for the disk. The database is
 * the same engine with the same semantics either way; only the medium under its files differs,
 * and no test here is about surviving a machine's power loss. ERP_TEST_SCRATCH names another folder.
 */
function scratchRoot(): string {
  const chosen = process.env.ERP_TEST_SCRATCH;
  if (chosen) return chosen;
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** A new, empty folder for a test's data, named with `prefix`; the caller removes it. */
export const scratchFolder = (prefix: string): string => mkdtempSync(path.join(scratchRoot(), prefix));
