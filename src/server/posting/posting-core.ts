import { sql } from 'drizzle-orm';
import { type TransactionEnd, transactionClosedBy } from '../db/closing-transaction';
import type { Db, Tx } from '../db/database';
import type { CommittedChange } from '../events/committed-change';
import { applyJournalEffects, type JournalEntryPlan } from './journal';
import { type PostedStock, postStockChanges, type StockChange } from './stock-posting';

/**
 * What a business transaction has decided once it validated, priced and checked its input and
 * wrote the rows that need no number: the stock and journal effects the core applies, and the
 * last step, which takes the number and writes what needs it (the audit row).
 */
export interface PostingPlan<Answer> {
  userId: number;
  /**
   * Writes the posting's step sent and not awaited: the core sends its stock statement behind
   * them, in the same round trip, and reports their failure first.
   */
  written?: Promise<void>;
  stock: readonly StockChange[];
  /** The journal entries it writes (journal.ts): their stock lines are valued by the stock step. */
  journal: readonly JournalEntryPlan[];
  /**
   * The last step: the number and the audit row as a closing statement sent with the COMMIT (the
   * series stays locked for that message only), or, for a posting that takes no number, its last
   * writes and the answer. `stock` says what the stock step did beside the figures (the batches,
   * serials and bins it moved, FEFO picks among them), for the answer to say.
   */
  finish(tx: Tx, stock: PostedStock): Promise<TransactionEnd<Answer>>;
  /** What the committed posting touched, for whoever listens after commit (alerts). */
  committed(answer: Answer): CommittedChange | undefined;
}

/** One business transaction as the core runs it: validate, price, check rights and settings, write. */
export type Posting<Answer> = (tx: Tx) => Promise<PostingPlan<Answer>>;

/** Where a committed posting's change goes: an in-process queue, off the request path. */
export type AfterCommit = (change: CommittedChange) => void;

/**
 * The one path every business transaction posts through, in one database transaction:
 *
 *   validate, price, check rights and settings (the posting's own step, reading its configuration
 *   from the cache) -> stock effects (items, then their warehouse rows, each in key order:
 *   stock-posting.ts) -> money and journal effects -> number and audit (last, and sent with the commit in
 *   one message, so the series row is locked only for that statement and the commit) -> after commit, the change is
 *   queued for the alerts, not awaited.
 *
 * It is the one place that decides the order of locks: base documents in the posting's own step
 * (key order), then items and stock rows in lockOrder, then the partners whose balance the journal
 * moves (journal.ts: code order), then the series. A partner's row is locked by nothing else in a
 * posting before that step (the credit check serialises on an advisory lock instead). Two
 * postings touching the same rows therefore wait on each other in the same order and never
 * deadlock.
 */
export async function runPosting<Answer>(db: Db, posting: Posting<Answer>, afterCommit?: AfterCommit) {
  const [answer] = await runPostings(db, async () => [posting], afterCommit);
  return answer as Answer;
}

/** One posting's steps up to its last: its plan, its stock effects and journal, its finish. */
async function postingEnd<Answer>(tx: Tx, posting: Posting<Answer>) {
  const plan = await posting(tx);
  // The journal is valued by the stock step's prices and sent with its last writes (one round trip).
  const stock = postStockChanges(tx, [...plan.stock], plan.userId, (posted) =>
    applyJournalEffects(tx, plan.journal, posted, plan.userId),
  );
  // Should the step's writes fail, the stock statement behind them fails only as aborted.
  stock.catch(() => undefined);
  await plan.written;
  const posted = await stock;
  return { end: await plan.finish(tx, posted), committed: plan.committed };
}

/**
 * Several postings as one business transaction (a count's goods receipt and goods issue), decided
 * inside it (`decide` may read and lock first): each in turn, every closing statement but the last
 * run as an ordinary statement, the last sent with the COMMIT; all or none are written. `decide`
 * locks what the postings share first, in the core's order (their items), so that they cannot
 * wait on another transaction in turn.
 */
export async function runPostings<Answer>(
  db: Db,
  decide: (tx: Tx) => Promise<readonly Posting<Answer>[]>,
  afterCommit?: AfterCommit,
): Promise<Answer[]> {
  const committed: PostingPlan<Answer>['committed'][] = [];
  const answers = await transactionClosedBy(db, async (tx): Promise<TransactionEnd<Answer[]>> => {
    const postings = await decide(tx);
    const done: Answer[] = [];
    for (const [index, posting] of postings.entries()) {
      const { end, committed: change } = await postingEnd(tx, posting);
      committed.push(change);
      if ('value' in end) done.push(end.value);
      else if (index === postings.length - 1) {
        const { closing } = end;
        return { closing: { ...closing, read: (rows) => [...done, closing.read(rows)] } };
      } else {
        const result = await tx.execute(sql.raw(end.closing.text));
        done.push(end.closing.read(result.rows));
      }
    }
    return { value: done };
  });
  answers.forEach((answer, index) => {
    const change = committed[index]?.(answer);
    if (change && afterCommit) afterCommit(change);
  });
  return answers;
}
