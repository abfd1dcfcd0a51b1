/** What a queue hands its work's failures to; the server passes its logger. */
export interface QueueLog {
  error(details: object, message: string): void;
}

/**
 * Work that follows a committed operation (alerts), run in this process one at a time, off the
 * request path: the request answers once its transaction committed, not after the alerts' three
 * statements. A failure is logged and never reaches the caller (the operation itself succeeded).
 * The work is not durable: a process that stops with work queued loses it, as it would have lost
 * an evaluation in flight before; periodic alerts still see the state later. `whenIdle` lets a
 * test (and a clean shutdown) wait until everything queued so far has run.
 */
export class AfterCommitQueue<Item> {
  private readonly pending: Item[] = [];
  private running: Promise<void> | undefined;

  /**
   * `merge` may fold the items waiting at once into fewer (the changes of many postings into one
   * evaluation of the alerts): under load the work then runs once per batch, not once per item.
   */
  constructor(
    private readonly work: (item: Item) => Promise<unknown>,
    private readonly log: QueueLog,
    private readonly merge: (items: Item[]) => Item[] = (items) => items,
  ) {}

  push(item: Item): void {
    this.pending.push(item);
    this.running ??= this.drain();
  }

  /** Resolves once the queue is empty and nothing runs. */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the request that queued this answer first.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0) {
        for (const item of this.merge(this.pending.splice(0))) {
          try {
            await this.work(item);
          } catch (error) {
            this.log.error({ err: error }, 'work after a committed change failed');
          }
        }
      }
    } finally {
      this.running = undefined;
    }
  }
}
