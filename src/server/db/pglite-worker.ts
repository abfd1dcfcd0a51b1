import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { WorkerMessage, WorkerOptions } from './pglite-protocol';

/**
 * Runs the embedded database on its own thread. A PGlite query runs synchronously inside
 * WebAssembly, so in the HTTP thread it would stall every other request; here the HTTP thread
 * talks to it over a Unix socket with node-postgres, exactly as it talks to PostgreSQL.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');
const options = workerData as WorkerOptions;
const send = (message: WorkerMessage) => port.postMessage(message);

try {
  // pg_trgm backs the search indexes (migration 0004), btree_gist the sales targets' exclusion
  // constraint (0044); PGlite loads contrib extensions on request.
  const database = await PGlite.create(options.dataDir, { extensions: { pg_trgm, btree_gist } });
  // The pool holds one client: PGlite is single-user, and pglite-socket's multiplexer interleaves
  // transactions of different clients, which would break their isolation. The socket still admits
  // two, because node-postgres's pool destroys a client whose query failed and connects anew at
  // once, while the closing socket still counts here: with one, every statement that failed (a
  // constraint, a bad value) made the next request fail with EPIPE.
  const server = new PGLiteSocketServer({ db: database, path: options.socketPath, maxConnections: 2 });
  await server.start();
  port.on('message', async (message: unknown) => {
    if (message !== 'close') return;
    try {
      await server.stop();
      await database.close();
      send({ type: 'closed' });
    } catch (error) {
      send({ type: 'error', message: String(error) });
    }
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
