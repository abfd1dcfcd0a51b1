import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const browserFiles = path.join(import.meta.dirname, '..', 'e2e');

/**
 * The slow lane walks the screen sweeps in every mode by their names (`-t ' in <mode> mode'`, see
 * package.json's test:slow): a sweep whose name does not say its mode would run in one mode in
 * npm test and in no other anywhere.
 */
describe('the screen sweeps', () => {
  it('each name the mode they run in, so the slow lane finds them', () => {
    const unnamed: string[] = [];
    for (const file of readdirSync(browserFiles).filter((name) => name.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(browserFiles, file), 'utf8');
      for (const loop of source.matchAll(/for \(const (\w+) of sweepModes\(/g)) {
        const after = source.slice(loop.index, loop.index + 600);
        const title = /\bit\(\s*`([^`]*)`/.exec(after)?.[1];
        if (!title?.includes(`in \${${loop[1]}.name} mode`)) unnamed.push(`${file}: ${title ?? '(no test)'}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
