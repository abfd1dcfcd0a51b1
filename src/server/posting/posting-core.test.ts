import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../db/database';
import { runPosting } from './posting-core';
import { lockOrder } from './stock-posting';

/** A database whose transaction runs the callback with a handle nothing is sent through. */
const fakeDb = { transaction: async (run: (tx: Tx) => Promise<unknown>) => run({} as Tx) } as unknown as Db;

describe('the posting core', () => {
  it('runs the last step after the effects and tells the listener only after the transaction', async () => {
    const steps: string[] = [];
    const answer = await runPosting(
      fakeDb,
      async () => {
        steps.push('prepare');
        return {
          userId: 1,
          stock: [],
          journal: [],
          finish: async () => {
            steps.push('finish');
            return 'posted';
          },
          committed: () => ({ itemCodes: ['A'], documents: [], cardCodes: [] }),
        };
      },
      (change) => steps.push(`committed ${change.itemCodes.join()}`),
    );
    expect(answer).toBe('posted');
    expect(steps).toEqual(['prepare', 'finish', 'committed A']);
  });

  it('refuses journal effects until a posting of money writes them', async () => {
    await expect(
      runPosting(fakeDb, async () => ({
        userId: 1,
        stock: [],
        journal: [{ AcctCode: '1000', Debit: '1', Credit: '0', source: '24/1' }],
        finish: async () => 'never',
        committed: () => undefined,
      })),
    ).rejects.toThrow('journal effects are not posted yet');
  });

  it('orders lock keys by code point, whatever the locale', () => {
    expect(['b', 'B', 'a', 'A10', 'A9'].sort(lockOrder)).toEqual(['A10', 'A9', 'B', 'a', 'b']);
  });
});
