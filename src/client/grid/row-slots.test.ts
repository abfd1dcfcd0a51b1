import { describe, expect, it } from 'vitest';
import { rowSlotKeys } from './row-slots';

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, at) => first + at);

describe('rowSlotKeys', () => {
  it('gives every row of a window a distinct slot, and the same slots a page further on', () => {
    const top = rowSlotKeys(range(0, 9), [], 10);
    const next = rowSlotKeys(range(10, 19), [], 10);
    expect(new Set(top.values()).size).toBe(10);
    expect([...next.values()].sort()).toEqual([...top.values()].sort());
    expect(next.get(13)).toBe(top.get(3));
  });

  it('keeps a far pinned row on its slot and keys the visible row it collides with by index', () => {
    const keys = rowSlotKeys([...range(20, 29), 503], [503], 10);
    expect(keys.get(503)).toBe('slot:3');
    expect(keys.get(23)).toBe('index:23');
    expect(new Set(keys.values()).size).toBe(11);
  });

  it('ignores pinned rows that are not rendered', () => {
    const keys = rowSlotKeys(range(0, 4), [-1, 99], 10);
    expect([...keys.keys()]).toEqual(range(0, 4));
  });
});
