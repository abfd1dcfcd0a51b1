// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accessibleName, queryAllByRole } from '../testing/accessible-queries';
import type { PaletteEntry } from './palette-entry';
import {
  dialog,
  entry,
  listbox,
  optionTitles,
  renderPalette,
  setUpPaletteTests,
  type,
} from './palette-test-kit';

const entries = [entry('atlas-page', 'Atlas report'), entry('banks', 'Banks')];
const partner = (code: string, name: string): PaletteEntry => ({
  id: `partner:${code}`,
  kind: 'partner',
  title: name,
  subtitle: code,
  href: `/business-partners/bp-master-data/${code}`,
});

/** A server whose answers the test releases by hand, recording each call and its signal. */
function controlledServer() {
  const calls: { query: string; signal: AbortSignal; answer: (entries: PaletteEntry[]) => void }[] = [];
  const searchServer = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<PaletteEntry[]>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ query, signal, answer: resolve });
      }),
  );
  return { calls, searchServer };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const busyIndicator = () => queryAllByRole(dialog(), 'progressbar')[0];
const status = () => queryAllByRole(dialog(), 'status')[0]?.textContent;

describe('CommandPalette with a server search', () => {
  setUpPaletteTests();

  it('asks the server 150 ms after typing stops and shows its results after the local ones', async () => {
    vi.useFakeTimers();
    const { calls, searchServer } = controlledServer();
    await renderPalette({ entries, searchServer });
    await type('atlas');
    await advance(149);
    expect(searchServer).not.toHaveBeenCalled();
    await advance(1);
    expect(searchServer).toHaveBeenCalledTimes(1);
    expect(calls[0]?.query).toBe('atlas');
    expect(busyIndicator() && accessibleName(busyIndicator() as Element)).toBe('Searching the server…');

    await act(async () => calls[0]?.answer([partner('C001', 'Atlas Trading SARL')]));
    expect(busyIndicator()).toBeUndefined();
    expect(optionTitles()).toEqual(['Atlas report', 'Atlas Trading SARL']);
    const groups = queryAllByRole(listbox(), 'group').map((group) => accessibleName(group));
    expect(groups).toEqual(['Best matches', 'From the server']);
    expect(status()).toBe('Results: 2');
  });

  it('aborts the request in flight when another key is typed, and ignores its late answer', async () => {
    vi.useFakeTimers();
    const { calls, searchServer } = controlledServer();
    await renderPalette({ entries, searchServer });
    await type('atl');
    await advance(150);
    expect(calls).toHaveLength(1);
    await type('atla');
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.answer([partner('C999', 'Stale answer')]));
    expect(optionTitles()).not.toContain('Stale answer');
    await advance(150);
    expect(calls.map((call) => call.query)).toEqual(['atl', 'atla']);
    await act(async () => calls[1]?.answer([partner('C001', 'Atlas Trading SARL')]));
    expect(optionTitles()).toContain('Atlas Trading SARL');
  });

  it('waits for the typing to pause: quick keystrokes make one call', async () => {
    vi.useFakeTimers();
    const { searchServer } = controlledServer();
    await renderPalette({ entries, searchServer });
    for (const text of ['a', 'at', 'atl', 'atla']) {
      await type(text);
      await advance(100);
    }
    await advance(50);
    expect(searchServer.mock.calls.map(([query]) => query)).toEqual(['atla']);
  });

  it('never asks for fewer than two characters', async () => {
    vi.useFakeTimers();
    const { searchServer } = controlledServer();
    await renderPalette({ entries, searchServer });
    await type('a');
    await advance(1_000);
    await type(' b ');
    await advance(1_000);
    expect(searchServer).not.toHaveBeenCalled();
  });

  it('shows a server result once when the palette already lists it', async () => {
    vi.useFakeTimers();
    const { calls, searchServer } = controlledServer();
    await renderPalette({ entries, searchServer });
    await type('banks');
    await advance(150);
    await act(async () => calls[0]?.answer([entry('banks', 'Banks')]));
    expect(optionTitles()).toEqual(['Banks']);
  });

  it('says so when the server search fails, and keeps the local results', async () => {
    vi.useFakeTimers();
    const searchServer = vi.fn(async () => {
      throw new Error('offline');
    });
    await renderPalette({ entries, searchServer });
    await type('atlas');
    await advance(150);
    expect(optionTitles()).toEqual(['Atlas report']);
    expect(dialog().textContent).toContain('The server search did not answer; local results only.');
  });
});
