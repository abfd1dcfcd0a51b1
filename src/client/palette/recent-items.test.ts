import { describe, expect, it } from 'vitest';
import type { PaletteEntry } from './palette-entry';
import { readRecentItems, recentStorageKey, recordVisit, withRecentItems } from './recent-items';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

const visit = (n: number) => ({
  href: `/sales/doc/17/${n}`,
  title: `Sales Order ${n}`,
  kind: 'document' as const,
});

describe('recent items', () => {
  it('stores visits per user under meridian-erp-recent:<user>, most recent first', () => {
    const storage = memoryStorage();
    recordVisit(storage, 'ada', visit(1));
    recordVisit(storage, 'ada', visit(2));
    recordVisit(storage, 'bob', visit(3));
    expect(recentStorageKey('ada')).toBe('meridian-erp-recent:ada');
    expect(readRecentItems(storage, 'ada').map((item) => item.title)).toEqual([
      'Sales Order 2',
      'Sales Order 1',
    ]);
    expect(readRecentItems(storage, 'bob').map((item) => item.title)).toEqual(['Sales Order 3']);
    expect(JSON.parse(storage.values.get('meridian-erp-recent:ada') ?? '')).toHaveLength(2);
  });

  it('moves a visited address back to the top instead of listing it twice', () => {
    const storage = memoryStorage();
    recordVisit(storage, 'ada', visit(1));
    recordVisit(storage, 'ada', visit(2));
    const items = recordVisit(storage, 'ada', { ...visit(1), title: 'Sales Order 1 (renamed)' });
    expect(items.map((item) => item.title)).toEqual(['Sales Order 1 (renamed)', 'Sales Order 2']);
  });

  it('keeps the 50 most recent', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 60; n += 1) recordVisit(storage, 'ada', visit(n));
    const items = readRecentItems(storage, 'ada');
    expect(items).toHaveLength(50);
    expect(items[0]?.title).toBe('Sales Order 60');
    expect(items.at(-1)?.title).toBe('Sales Order 11');
  });

  it('ignores corrupt content: not JSON, not a list, or malformed items', () => {
    expect(readRecentItems(memoryStorage({ 'meridian-erp-recent:ada': '{oops' }), 'ada')).toEqual([]);
    expect(readRecentItems(memoryStorage({ 'meridian-erp-recent:ada': '{"href":"/x"}' }), 'ada')).toEqual([]);
    const mixed = JSON.stringify([visit(1), { href: 5 }, null, { ...visit(2), kind: 'spaceship' }, visit(3)]);
    const storage = memoryStorage({ 'meridian-erp-recent:ada': mixed });
    expect(readRecentItems(storage, 'ada').map((item) => item.title)).toEqual([
      'Sales Order 1',
      'Sales Order 3',
    ]);
    expect(recordVisit(storage, 'ada', visit(4)).map((item) => item.title)).toEqual([
      'Sales Order 4',
      'Sales Order 1',
      'Sales Order 3',
    ]);
  });

  it('still answers when the storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordVisit(storage, 'ada', visit(1))).toHaveLength(1);
  });

  it('ranks entries that open a recent address as recent and adds the visits no entry covers', () => {
    const entries: PaletteEntry[] = [
      { id: 'page:stock', kind: 'page', title: 'Stock report', href: '/inventory/reports/top-items' },
      { id: 'page:banks', kind: 'page', title: 'Banks', href: '/administration/setup/banking/banks' },
    ];
    const merged = withRecentItems(entries, [
      visit(7),
      { href: '/administration/setup/banking/banks', title: 'Banks', kind: 'page' },
    ]);
    expect(merged.recentIds).toEqual(['recent:/sales/doc/17/7', 'page:banks']);
    expect(merged.entries.map((entry) => `${entry.kind} ${entry.title}`)).toEqual([
      'recent Sales Order 7',
      'page Stock report',
      'page Banks',
    ]);
  });
});
