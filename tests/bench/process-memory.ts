import { readFileSync } from 'node:fs';

/** Peak resident memory (VmHWM) of a process in MiB, threads included: the PGlite thread counts. */
export function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}
