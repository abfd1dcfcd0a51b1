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

/**
 * The error texts still in English, by file. Moving one into the catalogues (server-messages.ts)
 * lowers its count here; a new one fails the test.
 */
const stillEnglish: Record<string, number> = {
  'modules/documents/counts/count-posting.ts': 3,
  'modules/documents/counts/count-sheet.ts': 1,
  'modules/documents/document-change.ts': 4,
  'modules/documents/document-create.ts': 2,
  'modules/documents/document-header.ts': 4,
  'modules/documents/document-lines.ts': 2,
  'modules/documents/document-posting.ts': 1,
  'modules/documents/document-routes.ts': 2,
  'modules/documents/document-settings.ts': 2,
  'modules/documents/document-status.ts': 2,
  'modules/documents/document-update.ts': 4,
  'modules/documents/inventory-header.ts': 4,
  'modules/documents/numbering-series-binding.ts': 6,
  'modules/documents/numbering.ts': 5,
  'modules/documents/pricing/item-choices-routes.ts': 3,
  'modules/documents/pricing/price-routes.ts': 3,
  'modules/finance/journal-routes.ts': 1,
  'modules/inventory-reports/inventory-report-routes.ts': 1,
  'modules/inventory-reports/transaction-query.ts': 1,
  'modules/inventory/tracking-routes.ts': 1,
  'resources/record-store.ts': 1,
};

describe('the server’s error texts', () => {
  it('come from the catalogues, except those listed as still English (which may only shrink)', () => {
    expect(englishTexts()).toEqual(stillEnglish);
  });
});
