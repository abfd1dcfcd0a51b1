import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (process ${holderPid}). ` +
        'Two servers on one embedded database silently lose data, so this one will not start. ' +
        'Stop the other server, or give this one its own DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

const lockName = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves a dead server's lock aside. Renaming is atomic, and the moved file is checked to be the
 * one that was judged stale: if a racing server replaced it meanwhile, its lock is put back.
 */
function takeOverStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== stalePid && moved !== undefined && isAlive(moved)) {
    renameSync(aside, file);
    throw new DataDirLockedError(path.dirname(file), moved);
  }
  rmSync(aside, { force: true });
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it (PITFALLS.md), so
 * the server holds a pid file created with O_EXCL, as PostgreSQL's postmaster.pid does. A file
 * left by a killed server names a dead process and is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, lockName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      takeOverStale(file, holder);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
