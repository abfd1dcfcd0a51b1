import { readFileSync } from 'node:fs';

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or undefined
 * where there is no /proc (macOS, Windows) or no such process. A PID and its start time together
 * name one process: after a reboot or a wrap-around the same PID may be another program's.
 */
export function processStartTime(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const startTime = afterName[22 - 3];
  return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
}
