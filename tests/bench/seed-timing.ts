import { spawn } from 'node:child_process';
import path from 'node:path';

export interface SeedTiming {
  seconds: number;
  steps: Record<string, number>;
}

/** Runs the built seed command (npm run seed) for the large company and reads its JSON report. */
export async function timeLargeSeed(environment: Record<string, string>): Promise<SeedTiming> {
  const command = path.resolve('dist/server/seed.js');
  const child = spawn(process.execPath, [command, '--size', 'large', '--reset', '--json'], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed command failed with exit code ${code}: ${output}`);
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as SeedTiming;
  return { seconds: Math.round(report.seconds * 10) / 10, steps: report.steps };
}
