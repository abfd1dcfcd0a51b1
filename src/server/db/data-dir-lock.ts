import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { processStartTime } from './process-start-time';

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

/** The process a lock file names: its PID, and its start time where the system tells it. */
interface Holder {
  pid: number;
  startTime?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the server that wrote the lock still runs. A live PID whose start time differs is
 * another program that reused the number after a crash or reboot; a lock from before start
 * times were written (or without /proc) is judged by the PID alone, refusing when in doubt.
 */
function holds(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  if (holder.startTime === undefined) return true;
  const startTime = processStartTime(holder.pid);
  return startTime === undefined || startTime === holder.startTime;
}

function readHolder(file: string): Holder | undefined {
  try {
    const [pidLine, startLine] = readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine?.trim() ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    const startTime = startLine?.trim();
    return startTime ? { pid, startTime } : { pid };
  } catch {
    return undefined;
  }
}

const sameHolder = (a: Holder | undefined, b: Holder | undefined) =>
  a?.pid === b?.pid && a?.startTime === b?.startTime;

/**
 * Moves a dead server's lock aside. Renaming is atomic, and the moved file is checked to be the
 * one that was judged stale: if a racing server replaced it meanwhile, its lock is put back.
 */
function takeOverStale(file: string, stale: Holder | undefined): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (!sameHolder(moved, stale) && moved !== undefined && holds(moved)) {
    renameSync(aside, file);
    throw new DataDirLockedError(path.dirname(file), moved.pid);
  }
  rmSync(aside, { force: true });
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it (PITFALLS.md), so
 * the server holds a pid file created with O_EXCL, as PostgreSQL's postmaster.pid does, with its
 * start time beside the PID. A file left by a killed server names a dead process, or a live one
 * that started at another time (the PID reused), and is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, lockName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holds(holder)) throw new DataDirLockedError(dataDir, holder.pid);
      takeOverStale(file, holder);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
