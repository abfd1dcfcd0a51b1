import type { DocumentBench } from './documents/document-bench';
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
  /** Posting rate and a 200-line read; absent from results measured before documents were posted. */
  documents?: DocumentBench;
}

export interface BenchResults {
  measuredAt: string;
  machine: { cpus: number; memoryGiB: number; node: string };
  load: { connections: number; seconds: number; listPath: string; reportPath: string; reportClients: number };
  databases: Record<string, DatabaseBench>;
  notes: string[];
}
