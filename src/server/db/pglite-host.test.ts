import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { watchForUnexpectedExit } from './pglite-host';

const thread = (code: string) => new Worker(code, { eval: true });

function reasonOf(worker: Worker, stopFirst = false): Promise<string | undefined> {
  return new Promise((resolve) => {
    const markStopping = watchForUnexpectedExit(worker, resolve);
    if (stopFirst) markStopping();
    worker.once('exit', () => setTimeout(() => resolve(undefined), 20));
  });
}

describe('watchForUnexpectedExit', () => {
  it('reports a database thread that dies of an uncaught error, with the error, and keeps the process up', async () => {
    const reason = await reasonOf(thread("throw new Error('RuntimeError: unreachable')"));
    expect(reason).toMatch(/stopped unexpectedly \(exit code 1\): RuntimeError: unreachable/);
  });

  it('reports a database thread that exits on its own', async () => {
    expect(await reasonOf(thread('process.exit(7)'))).toMatch(/exit code 7/);
  });

  it('stays quiet when the thread stops because it was asked to', async () => {
    const worker = thread('setTimeout(() => {}, 10000)');
    const reason = reasonOf(worker, true);
    await worker.terminate();
    expect(await reason).toBeUndefined();
  });
});
