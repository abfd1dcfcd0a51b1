import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/money/decimal';
import type { Db } from '../db/database';
import { runPosting } from './posting-core';
import { lockOrder } from './stock-posting';

/** A pool whose one connection records what is sent and answers the closing statement with 7. */
class RecordingPool extends pg.Pool {
  sent: string[] = [];
  override async connect() {
    const query = async (text: string) => {
      this.sent.push(text);
      return text.endsWith('commit') ? [{ rows: [{ result: 7 }] }, { rows: [] }] : { rows: [] };
    };
    return { query, release: () => undefined } as unknown as pg.PoolClient;
  }
}

/** The transaction's first message: BEGIN with generic plans for its key lookups. */
const opening = 'begin; set local plan_cache_mode = force_generic_plan';

const recordingDb = () => {
  const pool = new RecordingPool();
  return { db: { $client: pool } as unknown as Db, pool };
};

describe('the posting core', () => {
  it('runs the last step after the effects and tells the listener only after the transaction', async () => {
    const steps: string[] = [];
    const { db, pool } = recordingDb();
    const answer = await runPosting(
      db,
      async () => {
        steps.push('prepare');
        return {
          userId: 1,
          stock: [],
          journal: [],
          finish: async () => {
            steps.push('finish');
            return { value: 'posted' };
          },
          committed: () => ({ itemCodes: ['A'], documents: [], cardCodes: [] }),
        };
      },
      (change) => steps.push(`committed ${change.itemCodes.join()}`),
    );
    expect(answer).toBe('posted');
    expect(steps).toEqual(['prepare', 'finish', 'committed A']);
    expect(pool.sent).toEqual([opening, 'commit']);
  });

  it('sends a closing statement and the commit in one message, and answers what it read', async () => {
    const { db, pool } = recordingDb();
    const answer = await runPosting(db, async () => ({
      userId: 1,
      stock: [],
      journal: [],
      finish: async () => ({
        closing: {
          text: "select number_document(1, 'x') as result",
          read: (rows) => Number(rows[0]?.result),
        },
      }),
      committed: () => undefined,
    }));
    expect(answer).toBe(7);
    expect(pool.sent).toEqual([opening, "select number_document(1, 'x') as result;\ncommit"]);
  });

  it('refuses an entry whose debits do not equal its credits before writing it, and rolls back', async () => {
    const { db, pool } = recordingDb();
    await expect(
      runPosting(db, async () => ({
        userId: 1,
        stock: [],
        journal: [
          {
            TransType: '13',
            BaseRef: 1,
            RefDate: '2026-11-27',
            Memo: 'unbalanced',
            lines: [
              { account: 'ARCtrlAcct', amount: Decimal.of('1180'), partner: 'C1' },
              { account: 'RevenuesAc', amount: Decimal.of('-1000') },
            ],
          },
        ],
        finish: async () => ({ value: 'never' }),
        committed: () => undefined,
      })),
    ).rejects.toThrow('journal entry of 13/1 does not balance: debits exceed credits by 180');
    expect(pool.sent).toEqual([opening, 'rollback']);
  });

  it('sends no journal statement for entries with nothing to write', async () => {
    const { db, pool } = recordingDb();
    const answer = await runPosting(db, async () => ({
      userId: 1,
      stock: [],
      journal: [
        {
          TransType: '15',
          BaseRef: 1,
          RefDate: '2026-11-27',
          Memo: 'no stock moved',
          lines: [],
          stockAgainst: 'SaleCostAc' as const,
        },
      ],
      finish: async () => ({ value: 'posted' }),
      committed: () => undefined,
    }));
    expect(answer).toBe('posted');
    expect(pool.sent).toEqual([opening, 'commit']);
  });

  it('reports the failure of writes its step left in flight, and rolls back', async () => {
    const { db, pool } = recordingDb();
    const written = Promise.reject(new Error('the header could not be inserted'));
    written.catch(() => undefined);
    await expect(
      runPosting(db, async () => ({
        userId: 1,
        written,
        stock: [],
        journal: [],
        finish: async () => ({ value: 'never' }),
        committed: () => undefined,
      })),
    ).rejects.toThrow('the header could not be inserted');
    expect(pool.sent).toEqual([opening, 'rollback']);
  });

  it('orders lock keys by code point, whatever the locale', () => {
    expect(['b', 'B', 'a', 'A10', 'A9'].sort(lockOrder)).toEqual(['A10', 'A9', 'B', 'a', 'b']);
  });
});
