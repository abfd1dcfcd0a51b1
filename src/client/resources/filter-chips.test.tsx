// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnFilter } from '../../shared/api/resources';
import { languages, setupI18n } from '../i18n/i18n-setup';
import { queryAllByRole } from '../testing/accessible-queries';
import { FilterChips } from './filter-chips';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const filters: ColumnFilter[] = [
  { field: 'ItemCode', op: 'contains', value: 'I00' },
  { field: 'ItemName', op: 'contains', value: 'rice' },
  { field: 'OnHand', op: 'gt', value: '5' },
] as ColumnFilter[];

let root: Root | undefined;
let container: HTMLElement;

function List() {
  const [shown, setShown] = useState(filters);
  return (
    <>
      <input aria-label="Search" />
      <FilterChips
        filters={shown}
        textOf={(filter) => `${filter.field} ${filter.op}`}
        onRemove={(index) => setShown((current) => current.filter((_, position) => position !== index))}
        focusAfterLast={() => container.querySelector('input')?.focus()}
      />
    </>
  );
}

const chips = () => queryAllByRole(container, 'button');
const remove = (index: number) => act(async () => (chips()[index] as HTMLElement | undefined)?.click());

describe('FilterChips', () => {
  beforeAll(() => setupI18n('en', languages));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
  });

  async function render() {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<List />);
    });
  }

  it('puts focus on the chip that took the removed one’s place, then on the one before the last', async () => {
    await render();
    await remove(1);
    expect(chips()).toHaveLength(2);
    expect(document.activeElement).toBe(chips()[1]);
    expect(document.activeElement?.textContent).toContain('OnHand');
    await remove(1);
    expect(document.activeElement).toBe(chips()[0]);
  });

  it('names each chip by column, operator and value and removes it with Delete', async () => {
    await render();
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: ItemCode contains',
      'Remove filter: ItemName contains',
      'Remove filter: OnHand gt',
    ]);
    const second = chips()[1] as HTMLElement;
    second.focus();
    await act(async () => {
      second.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, cancelable: true }));
    });
    expect(chips()).toHaveLength(2);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: OnHand gt');
  });

  it('puts focus on the search once the last chip is removed, never on the page', async () => {
    await render();
    await remove(0);
    await remove(0);
    await remove(0);
    expect(chips()).toHaveLength(0);
    expect(document.activeElement).toBe(container.querySelector('input'));
  });
});
