import { sql } from 'drizzle-orm';
import { type TransactionEnd, transactionClosedBy } from '../db/closing-transaction';
import type { Db, Tx } from '../db/database';
import type { CommittedChange } from '../events/committed-change';
import { type PostedStock, postStockChanges, type StockChange } from './stock-posting';

/**
 * A money or journal effect of a posting: one side of a journal entry on an account. Empty for
 * every posting until the banking issue gives payments and invoices their entries; the type is
 * here so that each business transaction already says where they would go.
 */
export interface JournalEffect {
  AcctCode: string;
  Debit: string;
  Credit: string;
  /** The document the entry comes from, "<ObjType>/<DocEntry>". */
  source: string;
}

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
  journal: readonly JournalEffect[];
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

async function applyJournalEffects(_tx: Tx, effects: readonly JournalEffect[]): Promise<void> {
  // Nothing writes a journal yet: refusing beats dropping an entry a new posting expects.
  if (effects.length > 0)
    throw new Error(`journal effects are not posted yet (${effects.length} given by ${effects[0]?.source})`);
}

/**
 * The one path every business transaction posts through, in one database transaction:
 *
 *   validate, price, check rights and settings (the posting's own step, reading its configuration
 *   from the cache) -> stock effects (items, then their warehouse rows, each in key order:
 *   stock-posting.ts) -> money and journal effects -> number and audit (last, and sent with the commit in
 *   one message, so the series row is locked only for that statement and the commit) -> after commit, the change is
 *   queued for the alerts, not awaited.
 *
 * It is the one place that decides the order of locks: base documents and partners in the
 * posting's own step (key order), then items and stock rows in lockOrder, then the series. Two
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
  const stock = postStockChanges(tx, [...plan.stock], plan.userId);
  // Should the step's writes fail, the stock statement behind them fails only as aborted.
  stock.catch(() => undefined);
  await plan.written;
  const posted = await stock;
  await applyJournalEffects(tx, plan.journal);
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
