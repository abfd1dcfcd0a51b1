import type { GateState } from '../../../shared/api/gate-backup';
import type { ScanDirection } from '../../../shared/api/gate-pass';
import { HttpError } from '../../api/http-errors';
import { type DeskApi, unreachable } from './desk-api';
import {
  batchesOf,
  type DeskScan,
  decidedOtherwise,
  localValidScans,
  pendingScans,
  retryDelayMs,
  settled,
  todaysScans,
  wireScan,
} from './desk-scan';
import type { DeskStore, StoredCache } from './desk-store';

/** What the controller needs of the browser's store (DeskStore; an in-memory one in tests). */
export type DeskStorage = Pick<DeskStore, 'scansOf' | 'put' | 'cacheOf' | 'putCache'>;

import { validateOffline } from './offline-validation';

/** online; offline (the server cannot be reached); admin (an administrator holds the gate in backup). */
export type Connection = 'online' | 'offline' | 'admin';

export interface DeskState {
  gates: GateState[];
  /** The gates were asked for and answered (or the answer failed): the picker may show its state. */
  gatesKnown: boolean;
  GateCode: string | null;
  direction: ScanDirection;
  connection: Connection;
  /** Every scan of this gate this browser holds, the queue among them. */
  scans: DeskScan[];
  /** The scan answered last: what the result panel shows. */
  latest: DeskScan | null;
  /** Scans taken and not yet answered (a scanner's burst while one is out). */
  waiting: number;
  cacheAt: string | null;
  cachePasses: number;
  syncing: boolean;
  /** The last sync that emptied (part of) the queue: how many went and what the server decided otherwise. */
  lastSync: { at: string; sent: number; otherwise: DeskScan[] } | null;
  /** A scan the server refused as a request (not a result): its message. */
  problem: string | null;
}

export interface DeskHooks {
  /** A scan was answered (by the server or from the cache): sound and announcement. */
  answered(scan: DeskScan): void;
  /** A queue reached the server; `otherwise` are the scans it decided differently. */
  synced(sent: number, otherwise: DeskScan[]): void;
  /** The server refused a scan as a request (an inactive gate, no right): the guard must stop. */
  refused?(message: string): void;
}

/** How often the desk asks the server while online: the admin switch and the connection. */
const onlineTickMs = 15_000;
/** How old the pass cache may grow while online before it is read again. */
export const cacheRefreshMs = 5 * 60_000;

export const defaultDirection = (gate: GateState | undefined): ScanDirection =>
  gate?.Direction === 'I' ? 'I' : 'O';

/**
 * The scan desk of one browser, outside React (as line-entry-model.ts is for document lines).
 * Scans are taken in the order typed and answered one at a time, so a scanner's burst while the
 * server is answering the previous code waits in line, never lost. Online, the server answers; when
 * it cannot be reached, or an administrator holds the gate in backup, the desk judges from its
 * cache and queues the scan in IndexedDB; a periodic tick notices the server back and sends the
 * queue, retrying with backoff.
 */
export class GateDeskController {
  private state: DeskState;
  private readonly listeners = new Set<() => void>();
  private line: Promise<void> = Promise.resolve();
  private cache: StoredCache | undefined;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private ticking: Promise<void> | undefined;
  /** The guard chose a direction: the gate's default no longer overrides it. */
  private directionChosen = false;

  constructor(
    private readonly api: DeskApi,
    private readonly store: DeskStorage,
    private readonly hooks: DeskHooks,
    private readonly clock: { now(): Date; id(): string } = {
      now: () => new Date(),
      id: () => crypto.randomUUID(),
    },
    initialGate?: string,
    online = true,
  ) {
    this.state = {
      gates: [],
      gatesKnown: false,
      GateCode: initialGate ?? null,
      direction: 'O',
      connection: online ? 'online' : 'offline',
      scans: [],
      latest: null,
      waiting: 0,
      cacheAt: null,
      cachePasses: 0,
      syncing: false,
      lastSync: null,
      problem: null,
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly snapshot = (): DeskState => this.state;

  private set(next: Partial<DeskState>) {
    if (this.disposed) return;
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Starts the desk: the remembered gate's scans and cache from the browser, then the server. */
  async start(): Promise<void> {
    if (this.state.GateCode) await this.loadGate(this.state.GateCode);
    await this.tick();
  }

  dispose() {
    this.disposed = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
  }

  get inBackup(): boolean {
    return this.state.connection !== 'online';
  }

  private gate(GateCode: string | null = this.state.GateCode) {
    return this.state.gates.find((gate) => gate.GateCode === GateCode);
  }

  private async loadGate(GateCode: string) {
    const [scans, cache] = await Promise.all([this.store.scansOf(GateCode), this.store.cacheOf(GateCode)]);
    this.cache = cache;
    this.set({
      scans,
      // After a reload the guard sees the last answer again (without its sound).
      latest: todaysScans(scans, GateCode, this.clock.now())[0] ?? null,
      cacheAt: cache?.FetchedAt ?? null,
      cachePasses: cache?.cache.Passes.length ?? 0,
      direction: defaultDirection(this.gate(GateCode)),
    });
  }

  async selectGate(GateCode: string): Promise<void> {
    this.directionChosen = false;
    this.set({ GateCode, lastSync: null, problem: null });
    await this.loadGate(GateCode);
    const gate = this.gate(GateCode);
    if (gate) this.set({ connection: this.connectionFrom(gate) });
    await this.tick();
  }

  setDirection(direction: ScanDirection) {
    this.directionChosen = true;
    this.set({ direction });
  }

  /** The browser said it went offline: no need to wait for a request to fail. */
  wentOffline() {
    this.set({ connection: 'offline' });
  }

  /** The browser said it is back: ask the server now rather than at the next tick. */
  wentOnline() {
    this.failures = 0;
    void this.tick();
  }

  private connectionFrom(gate: GateState | undefined): Connection {
    return gate?.BackupMode === 'Y' ? 'admin' : 'online';
  }

  private lostServer() {
    this.failures += 1;
    this.set({ connection: 'offline' });
    this.schedule();
  }

  private schedule() {
    if (this.disposed) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    const wait = this.state.connection === 'offline' ? retryDelayMs(this.failures) : onlineTickMs;
    this.timer = setTimeout(() => void this.tick(), wait);
  }

  /**
   * Asks the server for the gates (the admin switch among them). Answered: online or admin, and
   * while online the queue is sent and a stale cache read again. Not answered: offline, and the
   * next try waits longer each time.
   */
  tick(): Promise<void> {
    this.ticking ??= this.runTick().finally(() => {
      this.ticking = undefined;
      this.schedule();
    });
    return this.ticking;
  }

  private async runTick() {
    let gates: GateState[];
    try {
      gates = await this.api.gateStates();
    } catch (error) {
      if (unreachable(error)) {
        this.failures += 1;
        this.set({ connection: 'offline', gatesKnown: true });
      } else this.set({ gatesKnown: true });
      return;
    }
    this.failures = 0;
    const GateCode = this.state.GateCode;
    const gate = gates.find((each) => each.GateCode === GateCode);
    this.set({ gates, gatesKnown: true, connection: this.connectionFrom(gate) });
    if (!gate) return;
    if (!this.directionChosen) this.set({ direction: defaultDirection(gate) });
    if (this.state.connection === 'online') await this.sync();
    if (this.state.connection !== 'offline' && this.cacheStale()) await this.refreshCache(gate);
  }

  private cacheStale() {
    const at = this.cache?.FetchedAt;
    return !at || this.clock.now().getTime() - Date.parse(at) > cacheRefreshMs;
  }

  private async refreshCache(gate: GateState) {
    const GateCode = gate.GateCode;
    try {
      const cache = await this.api.passCache(gate);
      const stored = { GateCode, FetchedAt: this.clock.now().toISOString(), cache };
      await this.store.putCache(stored);
      if (this.state.GateCode !== GateCode) return;
      this.cache = stored;
      this.set({ cacheAt: stored.FetchedAt, cachePasses: cache.Passes.length });
    } catch (error) {
      if (unreachable(error)) this.lostServer();
    }
  }

  /** Takes a code (a scanner's burst or a typed number) in line behind the scans still being answered. */
  scan(code: string): void {
    const text = code.trim();
    const GateCode = this.state.GateCode;
    if (text === '' || !GateCode) return;
    // The moment of the scan is when the guard scanned, not when its turn came.
    const ScannedAt = this.clock.now().toISOString();
    const direction = this.state.direction;
    this.set({ waiting: this.state.waiting + 1 });
    this.line = this.line
      .then(() => this.answer(GateCode, text, direction, ScannedAt))
      .catch(() => undefined)
      .finally(() => this.set({ waiting: Math.max(0, this.state.waiting - 1) }));
  }

  /** Resolves once every scan taken so far is answered (tests, and the unload of the screen). */
  settledScans(): Promise<void> {
    return this.line;
  }

  private async answer(GateCode: string, Code: string, Direction: ScanDirection, ScannedAt: string) {
    const ScanId = this.clock.id();
    if (this.state.connection === 'online') {
      try {
        const outcome = await this.api.scan(GateCode, { ScanId, Code, Direction, ScannedAt });
        const scan: DeskScan = {
          ScanId,
          GateCode,
          Code,
          Direction,
          ScannedAt,
          Mode: 'online',
          Result: outcome.Result,
          Pass: outcome.Pass,
          First: outcome.First,
          Sent: true,
        };
        await this.keep(scan);
        return;
      } catch (error) {
        if (!unreachable(error)) {
          const message = error instanceof HttpError ? error.message : String(error);
          // The last answer must not stay on screen as if it were this scan's.
          this.set({ problem: message, latest: null });
          this.hooks.refused?.(message);
          return;
        }
        this.lostServer();
      }
    }
    const verdict = validateOffline(
      this.cache?.cache,
      localValidScans(this.state.scans, this.cache?.FetchedAt),
      Code,
      Direction,
      new Date(ScannedAt),
    );
    await this.keep({
      ScanId,
      GateCode,
      Code,
      Direction,
      ScannedAt,
      Mode: 'backup',
      OfflineResult: verdict.Result,
      Pass: verdict.Pass,
      First: verdict.First,
      Sent: false,
    });
  }

  /** Stored first, then shown: a scan the guard saw is a scan the gate keeps. */
  private async keep(scan: DeskScan) {
    await this.store.put(scan);
    if (this.state.GateCode === scan.GateCode) {
      this.set({ scans: [...this.state.scans, scan], latest: scan, problem: null });
    }
    this.hooks.answered(scan);
  }

  /** Sends the queue in batches; the server stores each ScanId once, so a batch sent twice is harmless. */
  async sync(): Promise<void> {
    const GateCode = this.state.GateCode;
    if (!GateCode || this.state.syncing || this.state.connection !== 'online') return;
    const pending = pendingScans(this.state.scans);
    if (pending.length === 0) return;
    this.set({ syncing: true });
    const answered: DeskScan[] = [];
    try {
      for (const batch of batchesOf(pending)) {
        const { Outcomes } = await this.api.sendBatch(GateCode, batch.map(wireScan));
        const byId = new Map(Outcomes.map((outcome) => [outcome.ScanId, outcome]));
        const done = batch.flatMap((scan) => {
          const outcome = byId.get(scan.ScanId);
          return outcome ? [settled(scan, outcome)] : [];
        });
        await this.store.put(...done);
        answered.push(...done);
        const doneIds = new Map(done.map((scan) => [scan.ScanId, scan]));
        this.set({ scans: this.state.scans.map((scan) => doneIds.get(scan.ScanId) ?? scan) });
      }
    } catch (error) {
      if (unreachable(error)) this.lostServer();
      else this.set({ problem: error instanceof HttpError ? error.message : String(error) });
    } finally {
      this.set({ syncing: false });
    }
    if (answered.length === 0) return;
    const otherwise = decidedOtherwise(answered);
    this.set({ lastSync: { at: this.clock.now().toISOString(), sent: answered.length, otherwise } });
    this.hooks.synced(answered.length, otherwise);
  }
}
