import { describe, expect, it } from 'vitest';
import {
  deleteNamedLayout,
  type LayoutStorage,
  layoutStorageKey,
  listNamedLayouts,
  loadLastLayout,
  maxNamedLayouts,
  saveLastLayout,
  saveNamedLayout,
} from './layout-storage';

function memoryStorage(): LayoutStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const failingStorage: LayoutStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the last layout of a user', () => {
  it('is saved as JSON under a key of the app and the user, and loaded back', () => {
    const storage = memoryStorage();
    expect(saveLastLayout(storage, 'u7', '1.abc.xyz')).toEqual({ ok: true });
    expect(layoutStorageKey('u7')).toBe('meridian-erp-layouts:u7');
    expect(JSON.parse(storage.items.get('meridian-erp-layouts:u7') ?? '')).toMatchObject({
      last: '1.abc.xyz',
    });
    expect(loadLastLayout(storage, 'u7')).toBe('1.abc.xyz');
  });

  it('belongs to one user only', () => {
    const storage = memoryStorage();
    saveLastLayout(storage, 'u7', '1.abc.xyz');
    expect(loadLastLayout(storage, 'u8')).toBeNull();
  });

  it('is absent when storage holds nothing usable, and never throws', () => {
    const storage = memoryStorage();
    for (const damaged of ['{', 'null', '42', '[]', '{"last":7}', '{"last":""}']) {
      storage.items.set(layoutStorageKey('u7'), damaged);
      expect(loadLastLayout(storage, 'u7'), damaged).toBeNull();
      expect(listNamedLayouts(storage, 'u7'), damaged).toEqual([]);
    }
    expect(loadLastLayout(failingStorage, 'u7')).toBeNull();
  });

  it('overwrites damaged storage on the next save', () => {
    const storage = memoryStorage();
    storage.items.set(layoutStorageKey('u7'), 'not json');
    saveLastLayout(storage, 'u7', '1.abc.xyz');
    expect(loadLastLayout(storage, 'u7')).toBe('1.abc.xyz');
  });

  it('reports storage that refuses to write instead of throwing', () => {
    expect(saveLastLayout(failingStorage, 'u7', '1.abc.xyz')).toEqual({
      ok: false,
      reason: 'storage-failed',
    });
    expect(saveNamedLayout(failingStorage, 'u7', 'Sales', '1.abc.xyz')).toEqual({
      ok: false,
      reason: 'storage-failed',
    });
  });

  it('refuses an empty or oversized value', () => {
    const storage = memoryStorage();
    expect(saveLastLayout(storage, 'u7', '')).toEqual({ ok: false, reason: 'too-large' });
    expect(saveLastLayout(storage, 'u7', 'x'.repeat(4001))).toEqual({ ok: false, reason: 'too-large' });
    expect(storage.items.size).toBe(0);
  });
});

describe('named layouts', () => {
  it('are listed most recently saved first, beside the last layout', () => {
    const storage = memoryStorage();
    saveLastLayout(storage, 'u7', '1.last.x');
    saveNamedLayout(storage, 'u7', 'Sales desk', '1.sales.x');
    saveNamedLayout(storage, 'u7', 'Stock', '1.stock.x');
    expect(listNamedLayouts(storage, 'u7')).toEqual([
      { name: 'Stock', encoded: '1.stock.x' },
      { name: 'Sales desk', encoded: '1.sales.x' },
    ]);
    expect(loadLastLayout(storage, 'u7')).toBe('1.last.x');
  });

  it('trim their names and refuse empty or longer than 60 characters', () => {
    const storage = memoryStorage();
    expect(saveNamedLayout(storage, 'u7', '  Month end  ', '1.a.x')).toEqual({ ok: true });
    expect(listNamedLayouts(storage, 'u7').map((layout) => layout.name)).toEqual(['Month end']);
    expect(saveNamedLayout(storage, 'u7', '   ', '1.a.x')).toEqual({ ok: false, reason: 'invalid-name' });
    expect(saveNamedLayout(storage, 'u7', 'x'.repeat(61), '1.a.x')).toEqual({
      ok: false,
      reason: 'invalid-name',
    });
    expect(saveNamedLayout(storage, 'u7', 'م'.repeat(60), '1.a.x')).toEqual({ ok: true });
  });

  it('replace a layout of the same name, whatever its case, which becomes the newest', () => {
    const storage = memoryStorage();
    saveNamedLayout(storage, 'u7', 'Sales', '1.old.x');
    saveNamedLayout(storage, 'u7', 'Stock', '1.stock.x');
    saveNamedLayout(storage, 'u7', 'sales ', '1.new.x');
    expect(listNamedLayouts(storage, 'u7')).toEqual([
      { name: 'sales', encoded: '1.new.x' },
      { name: 'Stock', encoded: '1.stock.x' },
    ]);
  });

  it(`keep at most ${maxNamedLayouts}, dropping the oldest`, () => {
    const storage = memoryStorage();
    for (let index = 1; index <= maxNamedLayouts + 2; index += 1) {
      saveNamedLayout(storage, 'u7', `Layout ${index}`, `1.l${index}.x`);
    }
    const names = listNamedLayouts(storage, 'u7').map((layout) => layout.name);
    expect(names).toHaveLength(maxNamedLayouts);
    expect(names[0]).toBe(`Layout ${maxNamedLayouts + 2}`);
    expect(names).not.toContain('Layout 1');
    expect(names).not.toContain('Layout 2');
    expect(names).toContain('Layout 3');
  });

  it('are deleted by name, and the storage entry goes with the last of them', () => {
    const storage = memoryStorage();
    saveNamedLayout(storage, 'u7', 'Sales', '1.a.x');
    saveNamedLayout(storage, 'u7', 'Stock', '1.b.x');
    expect(deleteNamedLayout(storage, 'u7', ' sales')).toBe(true);
    expect(deleteNamedLayout(storage, 'u7', 'Sales')).toBe(false);
    expect(listNamedLayouts(storage, 'u7').map((layout) => layout.name)).toEqual(['Stock']);
    expect(deleteNamedLayout(storage, 'u7', 'Stock')).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('keep the valid entries of a partly damaged list', () => {
    const storage = memoryStorage();
    storage.items.set(
      layoutStorageKey('u7'),
      JSON.stringify({
        last: 5,
        named: [
          { name: 'Good', encoded: '1.a.x' },
          { name: '', encoded: '1.b.x' },
          'junk',
          { name: 'No value' },
        ],
      }),
    );
    expect(listNamedLayouts(storage, 'u7')).toEqual([{ name: 'Good', encoded: '1.a.x' }]);
    expect(loadLastLayout(storage, 'u7')).toBeNull();
  });
});
