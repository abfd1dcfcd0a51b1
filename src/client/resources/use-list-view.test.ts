import { describe, expect, it } from 'vitest';
import type { DocModel } from '../../shared/api/resources';
import { listSortOf } from './use-list-view';

const model = { defaultSort: [{ field: 'CardCode', direction: 'asc' }] } as DocModel;
const byName = [{ field: 'CardName', direction: 'desc' as const }];

describe('listSortOf', () => {
  it('asks for the same rows before and after the model arrives when no sort is chosen', () => {
    // The list's query key holds `asked`: it must not change when the model lands, or the first
    // page is fetched twice (once unsorted, once under the default the server applied anyway).
    const before = listSortOf(undefined, undefined, undefined, '');
    const after = listSortOf(undefined, [], model.defaultSort, '');
    expect(before.asked).toEqual([]);
    expect(after.asked).toEqual(before.asked);
    expect(after.sort).toEqual(model.defaultSort);
  });

  it('asks for the sort in the href, else the saved one', () => {
    expect(listSortOf(byName, model.defaultSort, model.defaultSort, '').asked).toEqual(byName);
    expect(listSortOf(undefined, byName, model.defaultSort, '')).toEqual({ sort: byName, asked: byName });
  });

  it('keeps the shown order while searching, which the server would otherwise rank', () => {
    expect(listSortOf(undefined, undefined, model.defaultSort, 'acme').asked).toEqual(model.defaultSort);
  });
});
