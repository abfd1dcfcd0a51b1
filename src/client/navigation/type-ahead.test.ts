import { describe, expect, it } from 'vitest';
import {
  emptyTypeAhead,
  extendTypeAhead,
  isTypeAheadKey,
  typeAheadMatch,
  typeAheadResetMs,
} from './type-ahead';

const titles = ['Dashboard', 'Inventory', 'Sales', 'Sales Returns', 'Banking', 'Stock'];

describe('type-ahead', () => {
  it('adds characters typed within the reset time and starts afresh after it', () => {
    const first = extendTypeAhead(emptyTypeAhead, 'S', 1000);
    const second = extendTypeAhead(first, 'a', 1000 + typeAheadResetMs);
    expect(second.text).toBe('sa');
    expect(extendTypeAhead(second, 'b', 1001 + 2 * typeAheadResetMs).text).toBe('b');
  });

  it('finds the next title starting with one character, wrapping, and cycles on repeats', () => {
    expect(typeAheadMatch(titles, 0, 's')).toBe(2);
    expect(typeAheadMatch(titles, 2, 's')).toBe(3);
    expect(typeAheadMatch(titles, 3, 'ss')).toBe(5);
    expect(typeAheadMatch(titles, 5, 's')).toBe(2);
  });

  it('keeps the current item while a longer text still matches it', () => {
    expect(typeAheadMatch(titles, 2, 'sal')).toBe(2);
    expect(typeAheadMatch(titles, 2, 'sales r')).toBe(3);
    expect(typeAheadMatch(titles, 0, 'zz')).toBeUndefined();
  });

  it('treats printable characters as type-ahead but not Space, star or shortcuts', () => {
    const key = (
      value: string,
      modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
    ) => ({
      key: value,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...modifiers,
    });
    expect(isTypeAheadKey(key('s'))).toBe(true);
    expect(isTypeAheadKey(key('م'))).toBe(true);
    expect(isTypeAheadKey(key(' '))).toBe(false);
    expect(isTypeAheadKey(key('*'))).toBe(false);
    expect(isTypeAheadKey(key('ArrowDown'))).toBe(false);
    expect(isTypeAheadKey(key('k', { ctrlKey: true }))).toBe(false);
  });
});
