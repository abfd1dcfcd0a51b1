import { useDeferredValue, useMemo, useState } from 'react';
import type { FormSort } from '../../shared/api/form-settings';
import type { ColumnFilter, DocModel } from '../../shared/api/resources';
import type { ListView } from './resource-queries';

/**
 * The view a list shows: the user's sort (saved with their columns), their column filters and
 * quick search for this visit, and the filters the route fixes (a price list's items). The
 * search is deferred so typing stays fast while the grid asks for the new rows.
 */
export function useListView(
  model: DocModel | undefined,
  savedSort: readonly FormSort[] | undefined,
  fixed: ColumnFilter[],
) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ColumnFilter[]>([]);
  const deferredSearch = useDeferredValue(search);
  const sort = savedSort?.length ? savedSort : (model?.defaultSort ?? []);
  const fixedText = JSON.stringify(fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fixed filters are compared by value.
  const view: ListView = useMemo(
    () => ({ sort, filters: [...fixed, ...filters], search: deferredSearch }),
    [sort, filters, deferredSearch, fixedText],
  );
  return { view, search, setSearch, filters, setFilters, sort };
}
