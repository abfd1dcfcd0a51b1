import { describe, expect, it } from 'vitest';
import { AfterCommitQueue } from './after-commit-queue';

const silent = { error: () => undefined };

describe('the after-commit queue', () => {
  it('runs queued work after the caller goes on, in order, one at a time', async () => {
    const done: number[] = [];
    let running = 0;
    let most = 0;
    const queue = new AfterCommitQueue(async (item: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      done.push(item);
      running -= 1;
    }, silent);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(done).toEqual([]);
    await queue.whenIdle();
    expect(done).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });

  it('logs a failure and goes on with the next item', async () => {
    const logged: string[] = [];
    const done: string[] = [];
    const queue = new AfterCommitQueue(
      async (item: string) => {
        if (item === 'bad') throw new Error('alert evaluation failed');
        done.push(item);
      },
      { error: (_details, message) => logged.push(message) },
    );
    queue.push('bad');
    queue.push('good');
    await queue.whenIdle();
    expect(done).toEqual(['good']);
    expect(logged).toHaveLength(1);
  });

  it('is idle at once when nothing was queued, and again after more work', async () => {
    const done: number[] = [];
    const queue = new AfterCommitQueue(async (item: number) => done.push(item), silent);
    await queue.whenIdle();
    queue.push(1);
    await queue.whenIdle();
    queue.push(2);
    await queue.whenIdle();
    expect(done).toEqual([1, 2]);
  });

  it('folds the items waiting at once into what merge makes of them', async () => {
    const batches: number[][] = [];
    const queue = new AfterCommitQueue(
      async (batch: number[]) => batches.push(batch),
      silent,
      (items) => [items.flat()],
    );
    queue.push([1]);
    queue.push([2]);
    queue.push([3]);
    await queue.whenIdle();
    queue.push([4]);
    await queue.whenIdle();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});
