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
 * looked up once, while `lookUp` is true: read by its key where the provider can, else searched for.
 */
export function useRecordLabel(resource: string, key: string, lookUp: boolean) {
  const { searchReference, labelOf } = useReferenceLookup();
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
      const asked = labelOf
        ? labelOf(resource, key, controller.signal).then((label) => [{ key, label: label ?? '' }])
        : searchReference(resource, key, controller.signal).then((matches) => {
            const exact = matches.find((match) => String(match.key) === key);
            return [...matches, { key, label: exact?.label ?? '' }];
          });
      asked.then(
        (matches) => {
          // An empty label marks the key as asked about, so an unknown key is not asked again.
          if (!controller.signal.aborted) setLabels((current) => merged(current, matches));
        },
        () => undefined,
      );
    }, referenceSearchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [resource, key, lookUp, known, searchReference, labelOf]);

  return { label: labels[key] || undefined, learn };
}
