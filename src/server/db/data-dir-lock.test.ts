import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { processStartTime } from './process-start-time';

describe('lockDataDir', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'server.lock');
  const holderPid = () => readFileSync(lockFile(), 'utf8').split('\n')[0];
  const sleeper = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes this process id and its start time, and removes the file on release', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n${processStartTime(process.pid)}\n`);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds the directory', async () => {
    const other = sleeper();
    try {
      writeFileSync(lockFile(), `${other.pid}\n${processStartTime(other.pid ?? 0)}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/in use by another server/);
      expect(holderPid()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('refuses a lock of the older form, a live process id alone, rather than guess', async () => {
    const other = sleeper();
    try {
      writeFileSync(lockFile(), `${other.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process id now belongs to another program that started later', async () => {
    const other = sleeper();
    try {
      const startTime = processStartTime(other.pid ?? 0);
      expect(startTime).toMatch(/^\d+$/);
      // The server that wrote the lock started at an earlier tick; the PID was reused since.
      writeFileSync(lockFile(), `${other.pid}\n${Number(startTime) - 1}\n`);
      const lock = lockDataDir(dataDir);
      expect(holderPid()).toBe(String(process.pid));
      lock.release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock naming this very process id, left by an earlier process (a container restart)', () => {
    writeFileSync(lockFile(), `${process.pid}\n1\n`);
    const lock = lockDataDir(dataDir);
    expect(holderPid()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock left by a process that has died', async () => {
    const other = spawn(process.execPath, ['-e', '0']);
    const pid = other.pid;
    await new Promise((resolve) => other.once('exit', resolve));
    writeFileSync(lockFile(), `${pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(holderPid()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with no readable process id', () => {
    writeFileSync(lockFile(), 'garbage');
    const lock = lockDataDir(dataDir);
    expect(holderPid()).toBe(String(process.pid));
    lock.release();
  });
});
