/** Messages between the HTTP thread and the embedded database thread. */
export interface WorkerOptions {
  dataDir: string;
  socketPath: string;
}

export type WorkerMessage = { type: 'ready' } | { type: 'closed' } | { type: 'error'; message: string };
