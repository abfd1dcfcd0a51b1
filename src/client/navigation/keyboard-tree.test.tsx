// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyboardTree, type TreeOpenHow } from './keyboard-tree';
import { click, focused, press } from './nav-test-kit';
import { typeAheadResetMs } from './type-ahead';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

interface Account {
  id: string;
  name: string;
  children: Account[];
}

const account = (id: string, name: string, children: Account[] = []): Account => ({ id, name, children });
const accounts = [
  account('1', 'Assets', [
    account('11', 'Current Assets', [account('1100', 'Cash')]),
    account('12', 'Fixed Assets'),
  ]),
  account('2', 'Liabilities'),
];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The tree with its open groups held by the screen around it, as the chart of accounts does. */
function Controlled({ onOpen }: { onOpen: (node: Account, how: TreeOpenHow) => void }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <button type="button" onClick={() => setExpanded(new Set(['1', '11']))}>
        Expand all
      </button>
      <KeyboardTree
        nodes={accounts}
        label="Chart of accounts"
        expanded={expanded}
        onExpandedChange={setExpanded}
        labelOf={(node) => node.name}
        nameOf={(node) => `${node.id} ${node.name}`}
        searchTextsOf={(node) => [node.id, node.name]}
        onOpen={onOpen}
      />
    </>
  );
}

async function mount(onOpen = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<Controlled onOpen={onOpen} />));
  return container;
}

const item = (name: string) => document.querySelector(`[role="treeitem"][aria-label="${name}"]`);
const names = () =>
  [...document.querySelectorAll('[role="treeitem"]')].map((element) => element.getAttribute('aria-label'));

describe('KeyboardTree', () => {
  it('names items by code and name, opens groups by arrow and by the screen around it', async () => {
    const container = await mount();
    expect(names()).toEqual(['1 Assets', '2 Liabilities']);
    expect(item('1 Assets')?.getAttribute('tabindex')).toBe('0');
    await press(item('1 Assets'), 'ArrowRight');
    expect(names()).toEqual(['1 Assets', '11 Current Assets', '12 Fixed Assets', '2 Liabilities']);
    await press(item('1 Assets'), 'ArrowLeft');
    expect(names()).toEqual(['1 Assets', '2 Liabilities']);
    const expandAll = container.querySelector('button');
    if (expandAll) await click(expandAll);
    expect(names()).toContain('1100 Cash');
    expect(item('1100 Cash')?.getAttribute('aria-level')).toBe('3');
  });

  it('finds an item by typing its code or the start of its name', async () => {
    await mount();
    await press(item('1 Assets'), 'l');
    expect(focused()).toBe(item('2 Liabilities'));
    // A pause longer than the type-ahead's starts a new text.
    await new Promise((resolve) => setTimeout(resolve, typeAheadResetMs + 50));
    await press(item('2 Liabilities'), '1');
    expect(focused()).toBe(item('1 Assets'));
  });

  it('opens the item with Enter, beside with Ctrl+Enter and below with Shift+Enter', async () => {
    const onOpen = vi.fn();
    await mount(onOpen);
    await press(item('1 Assets'), 'Enter');
    await press(item('1 Assets'), 'Enter', { ctrlKey: true });
    await press(item('1 Assets'), 'Enter', { shiftKey: true });
    expect(onOpen.mock.calls.map(([node, how]) => [node.id, how])).toEqual([
      ['1', 'focused'],
      ['1', 'split-right'],
      ['1', 'split-below'],
    ]);
  });
});
