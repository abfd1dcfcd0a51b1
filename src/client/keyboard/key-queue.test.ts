import { describe, expect, it } from 'vitest';
import { press } from './key-press-test-kit';
import { KeyQueue } from './key-queue';

describe('key queue', () => {
  it('holds entry keys in order, lets shortcuts act, and replays while the screen takes them', () => {
    const queue = new KeyQueue();
    expect(['a', 'b', 'Enter', 'c'].map((key) => queue.hold(press(key)))).toEqual([true, true, true, true]);
    expect(queue.hold(press('s', { ctrlKey: true }))).toBe(false);
    expect(queue.hold(press('ArrowLeft', { altKey: true }))).toBe(false);
    const applied: string[] = [];
    // The screen stops taking keys after Enter (as a line waits for its item): the rest stays held.
    queue.replay(
      (key) => applied.push(key.key),
      () => !applied.includes('Enter'),
    );
    expect(applied).toEqual(['a', 'b', 'Enter']);
    expect(queue.size).toBe(1);
    queue.replay((key) => applied.push(key.key));
    expect(applied).toEqual(['a', 'b', 'Enter', 'c']);
    queue.hold(press('x'));
    queue.clear();
    expect(queue.size).toBe(0);
  });
});
