import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy, lockRunOut, passwordExpired } from './password-policy';

const day = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the password policy over time', () => {
  it('never expires a password by default, and expires one older than the maximum age', () => {
    const defaults = defaultPasswordPolicy({ lockoutThreshold: 5 });
    expect(passwordExpired(defaults, ago(10_000 * day), now)).toBe(false);
    expect(passwordExpired({ ...defaults, maxAgeDays: 30 }, ago(30 * day - 1), now)).toBe(false);
    expect(passwordExpired({ ...defaults, maxAgeDays: 30 }, ago(30 * day + 1), now)).toBe(true);
  });

  it('lets a lock run out after 15 minutes by default, and keeps a lock of 0 minutes for an administrator', () => {
    const defaults = defaultPasswordPolicy({ lockoutThreshold: 5 });
    expect(lockRunOut(defaults, ago(14 * 60_000), now)).toBe(false);
    expect(lockRunOut(defaults, ago(15 * 60_000), now)).toBe(true);
    expect(lockRunOut({ ...defaults, lockoutMinutes: 0 }, ago(365 * day), now)).toBe(false);
  });
});
