import { describe, expect, it } from 'vitest';
import { listKeyTarget } from './list-navigation';

describe('listKeyTarget', () => {
  it('moves one entry with the arrows, to the ends with Home and End, and ignores other keys', () => {
    expect(listKeyTarget('ArrowDown', 2, 5)).toBe(3);
    expect(listKeyTarget('ArrowUp', 2, 5)).toBe(1);
    expect(listKeyTarget('Home', 2, 5)).toBe(0);
    expect(listKeyTarget('End', 2, 5)).toBe(4);
    expect(listKeyTarget('Enter', 2, 5)).toBeUndefined();
  });

  it('answers past either end, for the list to refuse while still taking the key', () => {
    expect(listKeyTarget('ArrowUp', 0, 5)).toBe(-1);
    expect(listKeyTarget('ArrowDown', 4, 5)).toBe(5);
  });
});
