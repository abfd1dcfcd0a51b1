import { describe, expect, it } from 'vitest';
import type { PaletteEntry } from './palette-entry';
import { createPaletteIndex, search } from './rank';

const entry = (id: string, title: string, extra: Partial<PaletteEntry> = {}): PaletteEntry => ({
  id,
  kind: 'page',
  title,
  ...extra,
});

const titlesOf = (entries: PaletteEntry[]) => entries.map((found) => found.title);

describe('search', () => {
  it('puts a title that starts with the query before word starts, and word starts before fuzzy matches', () => {
    const index = createPaletteIndex([
      entry('fuzzy', 'Vendor credits'),
      entry('word', 'Open sales orders'),
      entry('prefix', 'Order status'),
      entry('none', 'Banks'),
    ]);
    expect(titlesOf(search(index, 'ord'))).toEqual(['Order status', 'Open sales orders', 'Vendor credits']);
  });

  it('matches several words only when each starts a word, in the order typed', () => {
    const index = createPaletteIndex([
      entry('a', 'Sales order list'),
      entry('b', 'Order of sales'),
      entry('c', 'Wholesale orders'),
    ]);
    const found = titlesOf(search(index, 'sal ord'));
    expect(found[0]).toBe('Sales order list');
    // "sale" inside "Wholesale" is not a word start, so that title only matches fuzzily, after.
    expect(found.indexOf('Wholesale orders')).toBeGreaterThan(0);
  });

  it('finds entries by their keywords as well as their title', () => {
    const index = createPaletteIndex([
      entry('items', 'Item master data', { keywords: ['products', 'SKU'] }),
      entry('other', 'Warehouses'),
    ]);
    expect(titlesOf(search(index, 'sku'))).toEqual(['Item master data']);
  });

  it('prefers the tighter fuzzy match', () => {
    const index = createPaletteIndex([
      entry('loose', 'Gantt chart of timelines'),
      entry('tight', 'Gatekeeper'),
    ]);
    expect(titlesOf(search(index, 'gte'))).toEqual(['Gatekeeper', 'Gantt chart of timelines']);
  });

  it('raises a recently used entry above an equal match within its tier, most recent first', () => {
    const index = createPaletteIndex([
      entry('one', 'Stock reports'),
      entry('two', 'Stock transfer'),
      entry('three', 'Stock alerts'),
    ]);
    expect(titlesOf(search(index, 'stock'))).toEqual(['Stock alerts', 'Stock reports', 'Stock transfer']);
    expect(titlesOf(search(index, 'stock', { recentIds: ['two', 'one'] }))).toEqual([
      'Stock transfer',
      'Stock reports',
      'Stock alerts',
    ]);
  });

  it('does not let recency lift a fuzzy match over a prefix match', () => {
    const index = createPaletteIndex([entry('prefix', 'Banks'), entry('fuzzy', 'Bin location attributes')]);
    expect(titlesOf(search(index, 'ban', { recentIds: ['fuzzy'] }))[0]).toBe('Banks');
  });

  it('breaks ties with the shorter title', () => {
    const index = createPaletteIndex([entry('long', 'Warehouse types'), entry('short', 'Warehouses')]);
    expect(titlesOf(search(index, 'ware'))).toEqual(['Warehouses', 'Warehouse types']);
  });

  it('ignores case and accents in both the query and the titles', () => {
    const index = createPaletteIndex([entry('fr', 'Réception de marchandises'), entry('x', 'Devises')]);
    expect(titlesOf(search(index, 'RECEPTION'))).toEqual(['Réception de marchandises']);
    expect(titlesOf(search(index, 'réc'))).toEqual(['Réception de marchandises']);
  });

  it('matches Arabic titles with or without diacritics, hamza marks and tatweel', () => {
    const index = createPaletteIndex([
      entry('order', 'أمر مبيعات'),
      entry('invoice', 'فاتورة مبيعات'),
      entry('voweled', 'مُوَرِّد'),
    ]);
    expect(titlesOf(search(index, 'امر'))).toEqual(['أمر مبيعات']);
    expect(titlesOf(search(index, 'أمر مبيـعات'))).toEqual(['أمر مبيعات']);
    expect(titlesOf(search(index, 'مبيعات'))).toEqual(['أمر مبيعات', 'فاتورة مبيعات']);
    expect(titlesOf(search(index, 'مورد'))).toEqual(['مُوَرِّد']);
  });

  it('returns at most the limit, and the best ones', () => {
    const entries = Array.from({ length: 500 }, (_, n) => entry(`e${n}`, `Sales Order ${100_000 + n}`));
    entries.push(entry('best', 'Sales'));
    const index = createPaletteIndex(entries);
    const found = search(index, 'sales', { limit: 5 });
    expect(found).toHaveLength(5);
    expect(found[0]?.id).toBe('best');
    expect(found.slice(1).map((result) => result.id)).toEqual(['e0', 'e1', 'e2', 'e3']);
  });

  it('keeps the best results with a limit exactly as a full ranking would', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'order', 'sales', 'stock'];
    const entries = Array.from({ length: 2_000 }, (_, n) =>
      entry(`e${n}`, `${words[n % 7]} ${words[(n * 3) % 7]} ${n}`),
    );
    const index = createPaletteIndex(entries);
    const all = search(index, 'de');
    expect(all.length).toBeGreaterThan(500);
    expect(search(index, 'de', { limit: 50 })).toEqual(all.slice(0, 50));
  });

  it('lists recent entries first, then the others in given order, for an empty query', () => {
    const index = createPaletteIndex([entry('a', 'Alpha'), entry('b', 'Beta'), entry('c', 'Gamma')]);
    expect(titlesOf(search(index, '  ', { recentIds: ['c', 'missing', 'b'] }))).toEqual([
      'Gamma',
      'Beta',
      'Alpha',
    ]);
    expect(titlesOf(search(index, '', { limit: 2 }))).toEqual(['Alpha', 'Beta']);
  });

  it('gives the same results while typing forward, backward and anew as a fresh index would', () => {
    const words = ['sales', 'order', 'stock', 'bolt', 'zinc', 'atlas', 'return'];
    const entries = Array.from({ length: 3_000 }, (_, n) =>
      entry(`e${n}`, `${words[n % 7]} ${words[(n * 5) % 7]} ${n}`, { keywords: [`K${n % 13}`] }),
    );
    const typed = createPaletteIndex(entries);
    const queries = [
      's',
      'sa',
      'sal',
      'sal o',
      'sal or',
      'sal o',
      'k1',
      'k12',
      '',
      'z',
      'zi',
      'bo',
      'bolt 1',
    ];
    for (const query of queries) {
      const fresh = search(createPaletteIndex(entries), query, { recentIds: ['e7'], limit: 200 });
      expect(search(typed, query, { recentIds: ['e7'], limit: 200 }), query).toEqual(fresh);
    }
  });

  it('returns nothing when no entry holds the characters', () => {
    const index = createPaletteIndex([entry('a', 'Alpha')]);
    expect(search(index, 'zz')).toEqual([]);
  });

  // The time a keystroke takes at this size is the palette bench's (tests/bench/palette), beside
  // a 1,000-entry baseline of the same run: a timed assertion here only measured the machine's load.
  it('ranks 20,000 entries: the limit holds, and each query finds what it names first', () => {
    const entries = Array.from({ length: 20_000 }, (_, n) =>
      entry(`e${n}`, n % 3 === 0 ? `Sales Order ${200_000 + n}` : `Hex bolt M${n % 40} zinc plated ${n}`),
    );
    const index = createPaletteIndex(entries);
    const orders = search(index, 'sales o', { limit: 1_000 });
    expect(orders).toHaveLength(1_000);
    expect(orders.every((result) => result.title.startsWith('Sales Order'))).toBe(true);
    const bolts = search(index, 'bolt 12', { limit: 50 });
    expect(bolts.length).toBeGreaterThan(0);
    // Both words at word starts come before "12" inside "M12".
    expect(bolts[0]?.title).toMatch(/\bbolt\b.*\b12/);
  });

  it('puts the entry whose title is the query first, however recently the others were used', () => {
    const index = createPaletteIndex([
      entry('recent:/sales/doc/17/752', 'Sales Order · 752', { kind: 'recent' }),
      entry('recent:/sales/doc/17/753', 'Sales Order · 753', { kind: 'recent' }),
      entry('page:/sales/order', 'Sales Order'),
      entry('page:/sales/orders', 'Sales Orders'),
    ]);
    const recentIds = ['recent:/sales/doc/17/752', 'recent:/sales/doc/17/753', 'page:/sales/orders'];
    expect(titlesOf(search(index, 'sales order', { recentIds }))[0]).toBe('Sales Order');
    expect(titlesOf(search(index, 'Sales Order', { recentIds }))[0]).toBe('Sales Order');
    // Below the exact title, the recent ones still lead their tier.
    expect(titlesOf(search(index, 'sales order', { recentIds })).slice(1, 3)).toEqual([
      'Sales Order · 752',
      'Sales Order · 753',
    ]);
  });
});
