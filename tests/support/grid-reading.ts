import type { Locator } from 'playwright';
import { expect } from 'vitest';

/** Rows of a grid (aria-rowcount counts the header row too); -2 while the count is unknown. */
export async function rowCount(grid: Locator): Promise<number> {
  return Number(await grid.getAttribute('aria-rowcount')) - 1;
}

/** Waits until the first data row is drawn (not a busy placeholder) and the rows are counted. */
export async function loaded(grid: Locator): Promise<void> {
  await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
  await expect.poll(() => rowCount(grid)).toBeGreaterThan(0);
}

/** The trimmed texts of one column in the rows drawn now (aria-colindex from 1), in row order. */
export function columnTexts(grid: Locator, col: number): Promise<string[]> {
  return grid
    .locator(`[role="row"]:not([aria-busy]) [role="gridcell"][aria-colindex="${col}"]`)
    .evaluateAll((cells) =>
      cells
        .map((cell) => ({
          row: Number(cell.closest('[role="row"]')?.getAttribute('aria-rowindex')),
          text: (cell.textContent ?? '').trim(),
        }))
        .sort((a, b) => a.row - b.row)
        .map((cell) => cell.text),
    );
}
