import type { LoadResult } from './http-load';
import type { SeedTiming } from './seed-timing';

export interface DatabaseBench {
  seed: SeedTiming;
  list: LoadResult;
  live: LoadResult;
  liveUnderReport: LoadResult;
  listUnderReport: LoadResult;
  report: { requests: number; medianMs: number; maxMs: number };
  peakMemoryMiB: number;
}

export interface BenchResults {
  measuredAt: string;
  machine: { cpus: number; memoryGiB: number; node: string };
  load: { connections: number; seconds: number; listPath: string; reportPath: string; reportClients: number };
  databases: Record<string, DatabaseBench>;
  notes: string[];
}
