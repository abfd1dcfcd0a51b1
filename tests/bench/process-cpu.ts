import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU seconds (user + system) a process has used, threads included, from /proc (Linux). */
export interface CpuTimes {
  user: number;
  system: number;
}

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on. */
const ticksPerSecond = 100;

function timesOf(pid: number): CpuTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server's processes (postmaster and backends) by their command name. */
function postgresPids(): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      return name.startsWith('postgres') ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

const sum = (times: (CpuTimes | undefined)[]): CpuTimes =>
  times.reduce<CpuTimes>(
    (total, time) => ({ user: total.user + (time?.user ?? 0), system: total.system + (time?.system ?? 0) }),
    { user: 0, system: 0 },
  );

/** A reading of the processes a benchmark run involves. */
interface Reading {
  at: number;
  server: CpuTimes;
  postgres: Map<number, CpuTimes>;
  bench: CpuTimes;
}

function read(serverPid: number | undefined): Reading {
  return {
    at: performance.now(),
    server: serverPid === undefined ? { user: 0, system: 0 } : sum([timesOf(serverPid)]),
    postgres: new Map(
      postgresPids().flatMap((pid) => {
        const times = timesOf(pid);
        return times ? [[pid, times] as const] : [];
      }),
    ),
    bench: sum([timesOf(process.pid)]),
  };
}

/** CPU milliseconds per unit of work (a posting) spent by each side, and how busy the machine was. */
export interface CpuShare {
  /** The API server's process (with the embedded database's thread, when it is embedded). */
  serverMs: number;
  /** PostgreSQL's processes: those that lived through the run, and those that began during it. */
  postgresMs: number;
  /** This process: the load generator, or the raw script (with an embedded database it opened). */
  benchMs: number;
  /** Of the machine's cores, the share these three kept busy. */
  busyShare: number;
}

/**
 * Starts counting the CPU of the server, PostgreSQL and this process; `per(units)` ends the count
 * and divides it. On a shared 2-core machine a throughput alone says little: what each side spent
 * per posting says where a gap to the raw script comes from (issue 19).
 */
export function countCpu(serverPid?: number): { per(units: number): CpuShare } {
  const start = read(serverPid);
  return {
    per(units) {
      const end = read(serverPid);
      const spent = (from: CpuTimes, to: CpuTimes) => to.user - from.user + (to.system - from.system);
      let postgres = 0;
      for (const [pid, times] of end.postgres) {
        const before = start.postgres.get(pid) ?? { user: 0, system: 0 };
        postgres += spent(before, times);
      }
      const server = spent(start.server, end.server);
      const bench = spent(start.bench, end.bench);
      const seconds = (end.at - start.at) / 1000;
      const perUnit = (value: number) => Math.round((value * 1000 * 100) / Math.max(units, 1)) / 100;
      return {
        serverMs: perUnit(server),
        postgresMs: perUnit(postgres),
        benchMs: perUnit(bench),
        busyShare: Math.round(((server + postgres + bench) / (seconds * cpus().length)) * 100) / 100,
      };
    },
  };
}
