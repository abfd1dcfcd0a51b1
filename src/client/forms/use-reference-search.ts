import { useEffect, useEffectEvent, useState } from 'react';
import { type ReferenceMatch, useReferenceLookup } from './reference-lookup';

/** Keystrokes closer together than this make one question, not one each. */
export const referenceSearchDelayMs = 150;

export type ReferenceSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; matches: readonly ReferenceMatch[] }
  | { status: 'failed' };

interface Answer {
  question: string;
  matches?: readonly ReferenceMatch[];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Searches `resource` for `text` after a pause in typing; null searches nothing. A newer text
 * aborts the question before it, so a slow early answer never replaces a later one. `onMatches`
 * hears every answer (the field learns records' labels from them).
 */
export function useReferenceSearch(
  resource: string,
  text: string | null,
  onMatches: (matches: readonly ReferenceMatch[]) => void,
): ReferenceSearch {
  const { searchReference } = useReferenceLookup();
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const question = text === null ? null : `${resource}\n${text}`;
  const heard = useEffectEvent((matches: readonly ReferenceMatch[]) => onMatches(matches));

  useEffect(() => {
    if (text === null || question === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchReference(resource, text, controller.signal).then(
        (matches) => {
          if (controller.signal.aborted) return;
          heard(matches);
          setAnswer({ question, matches });
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) setAnswer({ question });
        },
      );
    }, referenceSearchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [resource, text, question, searchReference]);

  if (question === null) return { status: 'idle' };
  if (answer?.question !== question) return { status: 'searching' };
  return answer.matches ? { status: 'done', matches: answer.matches } : { status: 'failed' };
}
