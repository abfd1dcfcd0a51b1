import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { ConfigurationCache, type ConfigurationPart } from './configuration-cache';

const noDb = {} as Db;

function countingPart(name: string) {
  let loads = 0;
  const part: ConfigurationPart<number> = {
    name,
    load: async () => {
      loads += 1;
      return loads;
    },
  };
  return { part, loads: () => loads };
}

describe('the configuration cache', () => {
  it('loads a part once per access version', async () => {
    const cache = new ConfigurationCache(noDb);
    const { part, loads } = countingPart('settings');
    expect(await cache.read(part, 1)).toBe(1);
    expect(await cache.read(part, 1)).toBe(1);
    expect(loads()).toBe(1);
  });

  it('loads every part again once the version moves on', async () => {
    const cache = new ConfigurationCache(noDb);
    const settings = countingPart('settings');
    const series = countingPart('series');
    await cache.read(settings.part, 1);
    await cache.read(series.part, 1);
    expect(await cache.read(settings.part, 2)).toBe(2);
    expect(await cache.read(series.part, 2)).toBe(2);
  });

  it('answers a request that began before a change with the newest value', async () => {
    const cache = new ConfigurationCache(noDb);
    const { part, loads } = countingPart('settings');
    await cache.read(part, 3);
    expect(await cache.read(part, 2)).toBe(1);
    expect(loads()).toBe(1);
  });

  it('forgets a load that failed, so the next read tries again', async () => {
    const cache = new ConfigurationCache(noDb);
    let fail = true;
    const part: ConfigurationPart<string> = {
      name: 'flaky',
      load: async () => {
        if (fail) throw new Error('connection lost');
        return 'loaded';
      },
    };
    await expect(cache.read(part, 1)).rejects.toThrow('connection lost');
    fail = false;
    expect(await cache.read(part, 1)).toBe('loaded');
  });
});
