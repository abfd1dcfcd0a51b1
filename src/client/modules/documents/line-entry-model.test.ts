import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import { type ReferenceResolution, resolutionOf } from '../../forms/reference-resolution';
import type { KeyPress } from '../../grid/key-shortcuts';
import { press } from '../../keyboard/key-press-test-kit';
import { LineEntryModel, type LineEntryTarget } from './line-entry-model';

const catalogue: ReferenceMatch[] = [
  'I000541',
  'I000698',
  'I000793',
  'I000950',
  'I001107',
  'I0012',
  'I0013',
].map((key) => ({ key, label: `Item ${key}` }));

/** A lines grid reduced to what a clerk sees: item and quantity cells, one editor at a time. */
class FakeGrid implements LineEntryTarget {
  lines: { item: string; quantity: string }[] = [];
  row = 0;
  col: 'item' | 'quantity' = 'item';
  edit: string | null = null;
  selectAll = false;
  unknown: string[] = [];

  itemText() {
    return this.col === 'item' ? this.edit : null;
  }
  press(key: KeyPress) {
    if (this.edit !== null) {
      if (key.key.length === 1) this.edit = this.selectAll ? key.key : this.edit + key.key;
      else if (key.key === 'Backspace') this.edit = this.edit.slice(0, -1);
      else if (key.key === 'Escape') this.edit = null;
      else if (key.key === 'Enter' && this.col === 'quantity') {
        const line = this.lines[this.row];
        if (line) line.quantity = this.edit;
        this.edit = null;
        this.row += 1;
      }
      this.selectAll = false;
      return;
    }
    if (key.key === 'Home') this.col = 'item';
    else if (key.key.length === 1) this.edit = key.key;
    else if (key.key === 'Enter') {
      this.edit = '';
      this.selectAll = true;
    }
  }
  async acceptItem(match: ReferenceMatch) {
    // The item's record is read before the line takes it: the answer comes later still.
    await new Promise((done) => setTimeout(done, 40));
    this.lines[this.row] = { item: String(match.key), quantity: '1' };
    this.col = 'quantity';
    this.edit = '1';
    this.selectAll = true;
  }
  markUnknown(code: string) {
    this.unknown.push(code);
  }
}

/** A search that answers 150 ms after the question, as the debounced lookup does at best. */
const lateLookup = (code: string) =>
  new Promise<ReferenceResolution>((done) =>
    setTimeout(
      () =>
        done(
          resolutionOf(
            code,
            catalogue.filter((match) => String(match.key).startsWith(code.toUpperCase())),
          ),
        ),
      150,
    ),
  );

/** Types keys `gap` ms apart; a key the model leaves alone is applied by the grid, as the browser would. */
async function type(model: LineEntryModel, grid: FakeGrid, keys: readonly string[], gap: number) {
  for (const key of keys) {
    if (!model.key(press(key))) grid.press(press(key));
    await vi.advanceTimersByTimeAsync(gap);
  }
}
const chars = (text: string) => [...text].map((char) => (char === '\n' ? 'Enter' : char));

describe('the line entry model', () => {
  let grid: FakeGrid;
  let model: LineEntryModel;
  beforeEach(() => {
    vi.useFakeTimers();
    grid = new FakeGrid();
    model = new LineEntryModel(grid, lateLookup);
  });
  afterEach(() => {
    model.dispose();
    vi.useRealTimers();
  });

  it('takes an Enter pressed 10 ms after the last key of an item code', async () => {
    await type(model, grid, chars('I000541\n'), 10);
    await vi.runAllTimersAsync();
    expect(grid.lines).toEqual([{ item: 'I000541', quantity: '1' }]);
    expect(grid.col).toBe('quantity');
  });

  it('applies keys typed while a lookup is out, in order, to the cells they were meant for', async () => {
    await type(model, grid, chars('I000541\n3\n'), 10);
    expect(model.snapshot().resolving).toBe(true);
    await vi.runAllTimersAsync();
    expect(grid.lines).toEqual([{ item: 'I000541', quantity: '3' }]);
    expect(grid.row).toBe(1);
    expect(grid.edit).toBeNull();
  });

  it('enters a five-line scanner burst at 10 ms a key as five lines', async () => {
    const burst = ['I000541\n3\n', 'I000698\n1\n', 'I000793\n2\n', 'I000950\n4\n', 'I001107\n1\n'];
    for (const scan of burst) await type(model, grid, ['Home', ...chars(scan)], 10);
    await vi.runAllTimersAsync();
    expect(grid.lines).toEqual([
      { item: 'I000541', quantity: '3' },
      { item: 'I000698', quantity: '1' },
      { item: 'I000793', quantity: '2' },
      { item: 'I000950', quantity: '4' },
      { item: 'I001107', quantity: '1' },
    ]);
  });

  it('marks an unknown code and keeps it in its cell', async () => {
    await type(model, grid, chars('X999\n'), 10);
    await vi.runAllTimersAsync();
    expect(grid.unknown).toEqual(['X999']);
    expect(grid.lines).toEqual([]);
    expect(grid.edit).toBe('X999');
  });

  it('opens the list on several matches, and Enter takes the highlighted one', async () => {
    await type(model, grid, chars('I001\n'), 10);
    await vi.runAllTimersAsync();
    expect(model.snapshot().choices?.matches.map((match) => match.key)).toEqual([
      'I001107',
      'I0012',
      'I0013',
    ]);
    await type(model, grid, ['ArrowDown', 'Enter'], 10);
    await vi.runAllTimersAsync();
    expect(grid.lines).toEqual([{ item: 'I0012', quantity: '1' }]);
    expect(model.snapshot().choices).toBeNull();
  });

  it('prefers the exact code to the longer codes that start with it', () => {
    expect(resolutionOf('I0012', catalogue.slice(5))).toEqual({ kind: 'one', match: catalogue[5] });
  });

  it('leaves keys to the grid while nothing is being resolved', () => {
    expect(model.key(press('I'))).toBe(false);
    expect(model.key(press('Enter'))).toBe(false);
  });
});
