import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { stringifySearch } from '../routes/search-params';

/**
 * One query parameter of the pane's href, read and written in place (the history entry replaced):
 * a choice of a screen that a shared layout URL should carry, as a document list's status.
 */
export function usePaneSearchParam(name: string): [unknown, (value: string | undefined) => void] {
  const router = useRouter();
  const value = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[name],
  });
  const setValue = useCallback(
    (next: string | undefined) => {
      // Read at the moment of the change, as use-list-view.ts does: other params stay as they are now.
      const location = router.state.location;
      const search: Record<string, unknown> = { ...location.search };
      if (next === undefined) delete search[name];
      else search[name] = next;
      void router.navigate({ href: `${location.pathname}${stringifySearch(search)}`, replace: true });
    },
    [name, router],
  );
  return [value, setValue];
}
