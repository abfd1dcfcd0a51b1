import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'server.lock');
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes this process id and removes the file on release', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds the directory', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile(), `${other.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/in use by another server/);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that has died', async () => {
    const other = spawn(process.execPath, ['-e', '0']);
    const pid = other.pid;
    await new Promise((resolve) => other.once('exit', resolve));
    writeFileSync(lockFile(), `${pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with no readable process id', () => {
    writeFileSync(lockFile(), 'garbage');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
