import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    // The demo seed writes data, not answers.
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * English written straight into an error: a message argument, or a field's message list, that
 * opens with a quote instead of `said(…)`. Such text reaches a French or Arabic screen in English.
 */
const englishText = [
  /new AppError\(\s*\d+,\s*'[A-Z_]+',\s*[`'"]/g,
  /notFound\(\s*[`'"]/g,
  /fieldError\(\s*[^,]+,\s*[`'"]/g,
  /validationFailed\(\{[^}]*?:\s*\[\s*[`'"]/g,
  /problems(?:\[[^\]]+\]|\.\w+)\s*=\s*\[\s*[`'"]/g,
];

function englishTexts(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of sourceFiles(serverRoot)) {
    const source = readFileSync(file, 'utf8');
    const count = englishText.reduce((sum, pattern) => sum + (source.match(pattern)?.length ?? 0), 0);
    if (count) found[relative(serverRoot, file)] = count;
  }
  return found;
}

describe('the server’s error texts', () => {
  it('come from the catalogues: none is written in English into an error', () => {
    expect(englishTexts()).toEqual({});
  });
});
