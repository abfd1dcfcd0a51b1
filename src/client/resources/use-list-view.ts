import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { FormSort } from '../../shared/api/form-settings';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { stringifySearch } from '../routes/search-params';
import { type PaneView, paneViewOf, withPaneView } from '../workspace/pane-view-search';
import { allowedFilters } from './filter-model';
import type { ListView } from './resource-queries';

/** No sort in the request: the server's default order, which is the model's defaultSort. */
const serverOrder: readonly FormSort[] = [];

/**
 * The order a list shows (`sort`, for the grid's header) and the one it asks the server for
 * (`asked`, part of the list's query key). Without a sort chosen (in the href or saved) the server
 * orders by the model's default itself, so the first page is asked for at once, beside the model,
 * and not asked again once the model names that same order. A search keeps the shown order, as
 * without a sort the server would rank the matches instead.
 */
export function listSortOf(
  inHref: readonly FormSort[] | undefined,
  saved: readonly FormSort[] | undefined,
  defaultSort: readonly FormSort[] | undefined,
  search: string,
): { sort: readonly FormSort[]; asked: readonly FormSort[] } {
  const chosen = inHref ?? (saved?.length ? saved : undefined);
  const sort = chosen ?? defaultSort ?? serverOrder;
  return { sort, asked: chosen ?? (search.trim() ? sort : serverOrder) };
}

/**
 * The view a list shows: its sort, its column filters and quick search for this visit, and the
 * filters the route fixes (a price list's items). A page's own list keeps its filters and sort in
 * its pane's href (pane-view-search.ts), so the layout URL shares them and a reload shows the
 * same rows; a list inside a record keeps them in its own state. Without a sort in the href, the
 * user's saved sort applies, else the default (listSortOf). `fields` are the filterable fields,
 * undefined while they load: a resource's list and a document list share this. The search is
 * deferred so typing stays fast while the grid asks for the new rows.
 */
export function useListView(
  fields: readonly FieldModel[] | undefined,
  savedSort: readonly FormSort[] | undefined,
  defaultSort: readonly FormSort[] | undefined,
  fixed: ColumnFilter[],
  inUrl: boolean,
) {
  const router = useRouter();
  const paneSearch = useRouterState({ select: (state): Record<string, unknown> => state.location.search });
  const [localView, setLocalView] = useState<PaneView>({ filters: [] });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const urlView = useMemo(() => paneViewOf(paneSearch), [paneSearch]);
  const shown = inUrl ? urlView : localView;
  const filters = useMemo(() => allowedFilters(fields, shown.filters), [fields, shown.filters]);
  const { sort, asked } = listSortOf(shown.sort, savedSort, defaultSort, deferredSearch);

  const update = useCallback(
    (change: (view: PaneView) => PaneView) => {
      if (!inUrl) return setLocalView(change);
      // Read at the moment of the change: two changes in one turn each see the one before.
      const location = router.state.location;
      const next = withPaneView(location.search, change(paneViewOf(location.search)));
      void router.navigate({ href: `${location.pathname}${stringifySearch(next)}`, replace: true });
    },
    [inUrl, router],
  );
  const setFilters = useCallback(
    (next: ColumnFilter[]) => update((view) => ({ ...view, filters: next })),
    [update],
  );
  const setSort = useCallback(
    (next: readonly FormSort[]) => update((view) => ({ ...view, sort: [...next] })),
    [update],
  );

  const fixedText = JSON.stringify(fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fixed filters are compared by value.
  const view: ListView = useMemo(
    () => ({ sort: asked, filters: [...fixed, ...filters], search: deferredSearch }),
    [asked, filters, deferredSearch, fixedText],
  );
  return { view, search, setSearch, filters, setFilters, sort, setSort };
}
