// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { typeTextInto } from '../testing/type-text';
import { FilterDialog } from './filter-dialog';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const field = (name: string, extra: Partial<FieldModel> & Pick<FieldModel, 'kind'>): FieldModel => ({
  name,
  readable: true,
  writable: true,
  ...extra,
});

const fields = [
  field('PriceList', { kind: 'reference', valueType: 'integer' }),
  field('ItemName', { kind: 'text' }),
  field('OnHand', { kind: 'number' }),
];
const rice: ColumnFilter = { field: 'ItemName', op: 'contains', value: 'rice' };
const stock: ColumnFilter = { field: 'OnHand', op: 'between', value: { from: '5' } };

let root: Root | undefined;
let container: HTMLElement;
let onApply: ReturnType<typeof vi.fn<(next: ColumnFilter[]) => void>>;

async function render(column?: string) {
  container = document.createElement('div');
  document.body.append(container);
  onApply = vi.fn();
  await act(async () => {
    root = createRoot(container);
    root.render(
      <FilterDialog
        fields={fields}
        filters={[rice, stock]}
        column={column}
        shown={['PriceList', 'ItemName', 'OnHand']}
        fixed={[{ field: 'PriceList', op: 'equals', value: '2' }]}
        onApply={onApply}
        onClose={() => undefined}
      />,
    );
  });
}

// The kit names a select inside its label after its options too, so the two are found by place.
const select = (which: 'column' | 'operator') =>
  container.querySelectorAll('select')[which === 'column' ? 0 : 1] as HTMLSelectElement;
const choose = (which: 'column' | 'operator', value: string) =>
  act(() => {
    const element = select(which);
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
const apply = () => act(() => (getByRole(container, 'button', { name: 'Apply' }) as HTMLElement).click());

describe('FilterDialog', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
  });

  it('opens past a column the route fixes, on the first shown one, with its active filter', async () => {
    await render('PriceList');
    expect(select('column').value).toBe('ItemName');
    expect(select('operator').value).toBe('contains');
    expect((getByRole(container, 'textbox', { name: 'contains' }) as HTMLInputElement).value).toBe('rice');
    const removers = queryAllByRole(container, 'button', { name: /^Remove filter:/ });
    expect(removers.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove filter: Item name contains rice',
      'Remove filter: In stock from 5',
    ]);
  });

  it('replaces the filter of the same column and operator in its place', async () => {
    await render('ItemName');
    typeTextInto(getByRole(container, 'textbox', { name: 'contains' }), 'basmati');
    await apply();
    expect(onApply).toHaveBeenCalledWith([{ field: 'ItemName', op: 'contains', value: 'basmati' }, stock]);
  });

  it('adds a filter of another operator on the same column, and defaults a new column to its first operator', async () => {
    await render('ItemName');
    await choose('operator', 'startsWith');
    typeTextInto(getByRole(container, 'textbox', { name: 'starts with' }), 'Atlas');
    await apply();
    expect(onApply).toHaveBeenLastCalledWith([
      rice,
      stock,
      { field: 'ItemName', op: 'startsWith', value: 'Atlas' },
    ]);
    await choose('column', 'OnHand');
    expect(select('operator').value).toBe('between');
    expect((getByRole(container, 'textbox', { name: 'from' }) as HTMLInputElement).value).toBe('5');
  });

  it('removes an active filter from the list and applies the rest', async () => {
    await render('OnHand');
    await act(() =>
      (
        getByRole(container, 'button', { name: 'Remove filter: Item name contains rice' }) as HTMLElement
      ).click(),
    );
    await apply();
    expect(onApply).toHaveBeenCalledWith([stock]);
  });
});
