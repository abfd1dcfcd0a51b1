import { type ReactNode, useMemo } from 'react';
import { resourceNamed } from '../../shared/resources/resource-registry';
import { type ReferenceLookup, ReferenceLookupContext } from '../forms/reference-lookup';
import { useAppServices } from '../shell/app-services';
import { usePaneOpener } from '../shell/pane-opener';
import { recordLabel, searchRecords } from './resource-queries';
import { recordHref, resourceScreenSets } from './resource-screen-map';

/**
 * Gives the forms inside it their reference lookups over the resource API, and opens a
 * referenced record beside the current pane.
 */
export function ResourceLookupProvider({ children }: { children: ReactNode }) {
  const { http } = useAppServices();
  const open = usePaneOpener();
  // One value per http/opener: a new object each render would restart every field's label lookup.
  const lookup = useMemo<ReferenceLookup>(
    () => ({
      searchReference: (resource: string, text: string, signal: AbortSignal) => {
        const definition = resourceNamed(resource);
        if (!definition) return Promise.resolve([]);
        return searchRecords(http, resource, definition.labelField, definition.key, text, signal);
      },
      labelOf: (resource: string, key: string, signal: AbortSignal) => {
        const definition = resourceNamed(resource);
        if (!definition) return Promise.resolve(undefined);
        return recordLabel(http, resource, definition.labelField, definition.key, key, signal);
      },
      onOpenReference: (resource: string, key: string | number) => {
        const detail = resourceScreenSets.find((set) => set.resource === resource && set.detail)?.detail;
        if (detail) open(recordHref(detail, String(key)), 'split-right');
      },
    }),
    [http, open],
  );
  return <ReferenceLookupContext.Provider value={lookup}>{children}</ReferenceLookupContext.Provider>;
}
