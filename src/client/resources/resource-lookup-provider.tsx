import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceNamed } from '../../shared/resources/resource-registry';
import { type ReferenceLookup, ReferenceLookupContext } from '../forms/reference-lookup';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { sessionSignal } from '../session/session-state';
import { useAppServices } from '../shell/app-services';
import { usePaneOpener } from '../shell/pane-opener';
import { recordLabel, searchRecords } from './resource-queries';
import { recordHref, resourceScreenSets } from './resource-screen-map';

/**
 * Gives the forms inside it their reference lookups over the resource API (matches with the
 * details their definitions list, in the user's language), and opens a referenced record beside
 * the current pane.
 */
export function ResourceLookupProvider({ children }: { children: ReactNode }) {
  useSignals();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const { t, i18n } = useTranslation();
  const session = sessionSignal.value;
  const sumDec = session.status === 'signed-in' ? session.user.oadm.SumDec : 2;
  const priceDec = session.status === 'signed-in' ? session.user.oadm.PriceDec : 2;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  // One value per http/opener/format: a new object each render would restart every field's label lookup.
  const lookup = useMemo<ReferenceLookup>(
    () => ({
      searchReference: (resource: string, text: string, signal: AbortSignal) => {
        const definition = resourceNamed(resource);
        if (!definition) return Promise.resolve([]);
        return searchRecords(http, definition, text, { t, language, sumDec, priceDec }, signal);
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
    [http, open, t, language, sumDec, priceDec],
  );
  return <ReferenceLookupContext.Provider value={lookup}>{children}</ReferenceLookupContext.Provider>;
}
