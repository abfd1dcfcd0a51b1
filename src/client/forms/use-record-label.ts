import { useCallback, useEffect, useState } from 'react';
import { type ReferenceMatch, useReferenceLookup } from './reference-lookup';
import { referenceSearchDelayMs } from './use-reference-search';

type Labels = Readonly<Record<string, string>>;

function merged(labels: Labels, matches: readonly ReferenceMatch[]): Labels {
  const next: Record<string, string> = { ...labels };
  for (const match of matches) next[String(match.key)] = match.label;
  return next;
}

/**
 * The label of the record a reference field points at (a partner's name beside its code). Every
 * search answer teaches labels; a key none has named yet (the value the form opened with) is
 * looked up by searching for the key itself, once, while `lookUp` is true.
 */
export function useRecordLabel(resource: string, key: string, lookUp: boolean) {
  const { searchReference } = useReferenceLookup();
  const [labels, setLabels] = useState<Labels>({});
  const learn = useCallback(
    (matches: readonly ReferenceMatch[]) => setLabels((known) => merged(known, matches)),
    [],
  );
  const known = Object.hasOwn(labels, key);

  useEffect(() => {
    if (!lookUp || key === '' || known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchReference(resource, key, controller.signal).then(
        (matches) => {
          if (controller.signal.aborted) return;
          // An empty label marks the key as asked about, so an unknown key is not asked again.
          const exact = matches.find((match) => String(match.key) === key);
          setLabels((current) => merged(current, [...matches, { key, label: exact?.label ?? '' }]));
        },
        () => undefined,
      );
    }, referenceSearchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [resource, key, lookUp, known, searchReference]);

  return { label: labels[key] || undefined, learn };
}
