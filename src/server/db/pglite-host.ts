import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerMessage, WorkerOptions } from './pglite-protocol';

/** Called once if the database thread ends without being asked to, with what is known of why. */
export type OnUnexpectedExit = (reason: string) => void;

export interface PgliteHost {
  /** The directory holding the Unix socket; node-postgres takes it as its host. */
  socketDirectory: string;
  port: number;
  close(): Promise<void>;
}

const socketPort = 5432;

function startWorker(options: WorkerOptions): Worker {
  const here = fileURLToPath(import.meta.url);
  const fromSource = here.endsWith('.ts');
  const entry = path.join(path.dirname(here), `pglite-worker.${fromSource ? 'ts' : 'js'}`);
  if (!fromSource) return new Worker(entry, { workerData: options });
  // From source (tests, npm run dev, the seed command) the worker is TypeScript: tsx loads it.
  const bootstrap = `import('tsx/esm/api').then((api) => api.tsImport(${JSON.stringify(
    pathToFileURL(entry).href,
  )}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      cleanup();
      resolve(message);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The embedded database thread exited with code ${code}`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * Reports a database thread that ends on its own (a WebAssembly panic, an abort): from then on
 * every query would fail or wait forever. Without a listener its 'error' event would also end the
 * process with no word of the database. Returns the function that marks a requested stop.
 */
export function watchForUnexpectedExit(worker: Worker, onUnexpectedExit: OnUnexpectedExit): () => void {
  let stopping = false;
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  worker.once('exit', (code) => {
    if (stopping) return;
    const why = failure ? `: ${failure.message}` : '';
    onUnexpectedExit(`The embedded database thread stopped unexpectedly (exit code ${code})${why}`);
  });
  return () => {
    stopping = true;
  };
}

/** Opens (or creates) the PGlite database in dataDir on a worker thread behind a Unix socket. */
export async function startPgliteHost(
  dataDir: string,
  onUnexpectedExit: OnUnexpectedExit = () => undefined,
): Promise<PgliteHost> {
  // Unix socket paths are limited to about 100 bytes, so the socket lives in a short temp path.
  const socketDirectory = mkdtempSync(path.join(os.tmpdir(), 'erp-pg-'));
  const worker = startWorker({ dataDir, socketPath: path.join(socketDirectory, `.s.PGSQL.${socketPort}`) });
  const first = await nextMessage(worker).catch(async (error: unknown) => {
    rmSync(socketDirectory, { recursive: true, force: true });
    throw error;
  });
  if (first.type !== 'ready') {
    await worker.terminate();
    rmSync(socketDirectory, { recursive: true, force: true });
    throw new Error(
      `The embedded database could not open ${dataDir}: ${'message' in first ? first.message : ''}`,
    );
  }
  const markStopping = watchForUnexpectedExit(worker, onUnexpectedExit);
  let closing: Promise<void> | undefined;
  return {
    socketDirectory,
    port: socketPort,
    close() {
      closing ??= (async () => {
        markStopping();
        const done = nextMessage(worker).catch(() => ({ type: 'closed' }) as const);
        worker.postMessage('close');
        await done;
        await worker.terminate();
        rmSync(socketDirectory, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
