import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DeskScan } from './desk-scan';
import type { DeskCache } from './offline-validation';

/** The gate's pass cache as stored, with when it was read. */
export interface StoredCache {
  GateCode: string;
  FetchedAt: string;
  cache: DeskCache;
}

interface DeskDatabase extends DBSchema {
  scans: { key: string; value: DeskScan; indexes: { gate: string } };
  caches: { key: string; value: StoredCache };
}

/** How long a sent scan stays in the browser: the day's list needs today's, a little margin. */
const keepSentMs = 2 * 24 * 60 * 60 * 1000;

/**
 * The desk's IndexedDB (issue 24): every scan of this browser (the queue is the unsent backup ones)
 * and each gate's pass cache. It outlives a reload and a closed tab, which is what lets a gate
 * without the server lose nothing. Per browser profile, so per gate device.
 */
export class DeskStore {
  private constructor(private readonly db: IDBPDatabase<DeskDatabase>) {}

  static async open(name = 'meridian-gate-desk'): Promise<DeskStore> {
    const db = await openDB<DeskDatabase>(name, 1, {
      upgrade(database) {
        database.createObjectStore('scans', { keyPath: 'ScanId' }).createIndex('gate', 'GateCode');
        database.createObjectStore('caches', { keyPath: 'GateCode' });
      },
    });
    return new DeskStore(db);
  }

  scansOf(GateCode: string): Promise<DeskScan[]> {
    return this.db.getAllFromIndex('scans', 'gate', GateCode);
  }

  /** Written before the guard is shown the result: a scan shown is a scan kept. */
  async put(...scans: DeskScan[]): Promise<void> {
    const tx = this.db.transaction('scans', 'readwrite');
    await Promise.all([...scans.map((scan) => tx.store.put(scan)), tx.done]);
  }

  /** Forgets sent scans older than two days; queued ones stay until the server has them. */
  async prune(now: Date): Promise<void> {
    const limit = now.getTime() - keepSentMs;
    const tx = this.db.transaction('scans', 'readwrite');
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.Sent && Date.parse(cursor.value.ScannedAt) < limit) await cursor.delete();
    }
    await tx.done;
  }

  cacheOf(GateCode: string): Promise<StoredCache | undefined> {
    return this.db.get('caches', GateCode);
  }

  async putCache(stored: StoredCache): Promise<void> {
    await this.db.put('caches', stored);
  }

  close(): void {
    this.db.close();
  }
}
