import { type KeyboardEvent, useEffect, useState } from 'react';
import type { ReferenceMatch } from './reference-lookup';
import { bestMatchIndex, isExactKey, resolutionOf } from './reference-resolution';
import { useReferenceSearch } from './use-reference-search';

/**
 * Which option is highlighted: the best match of each answer as it arrives (typing), the last
 * (ArrowUp on a closed list), none (Alt+ArrowDown), or the one the arrows moved to.
 */
type Active = number | 'best' | 'last';

/**
 * A key that came before the answer it needs: Enter (choose once it arrives) or Tab, which left
 * the field (take the typed code's record if there is one, nothing else).
 */
type Intent = 'enter' | 'tab' | null;

const noMatches: readonly ReferenceMatch[] = [];

function activeIndex(active: Active, typed: string, matches: readonly ReferenceMatch[]): number {
  if (active === 'best') return bestMatchIndex(typed, matches);
  if (active === 'last') return matches.length - 1;
  return active < matches.length ? active : -1;
}

interface ReferenceChoiceOptions {
  resource: string;
  text: string;
  open: boolean;
  setOpen(open: boolean): void;
  /** Hears every answer (the field learns records' labels from them). */
  onMatches(matches: readonly ReferenceMatch[]): void;
  /** A match was chosen: the field takes its key. */
  onChoose(match: ReferenceMatch): void;
}

/**
 * The keyboard of a reference lookup (WAI-ARIA APG editable combobox, list autocomplete): the
 * best match is highlighted as each answer arrives, Enter takes the highlighted one, Tab takes
 * an exact code, Escape closes without choosing. A key that comes before its answer is kept and
 * acted on when the answer arrives, so a fast typist or a scanner loses nothing.
 */
export function useReferenceChoice({
  resource,
  text,
  open,
  setOpen,
  onMatches,
  onChoose,
}: ReferenceChoiceOptions) {
  const [active, setActive] = useState<Active>('best');
  const [intent, setIntent] = useState<Intent>(null);
  // A pending key keeps its question alive after the list closed (Tab left the field).
  const search = useReferenceSearch(resource, open || intent ? text : null, onMatches);
  const matches = search.status === 'done' ? search.matches : noMatches;
  const current = open ? activeIndex(active, text, matches) : -1;

  const close = () => {
    setOpen(false);
    setActive('best');
  };
  const choose = (match: ReferenceMatch) => {
    setIntent(null);
    onChoose(match);
    close();
  };
  /** Enter with the answer at hand: exact code or only match taken, several offered. */
  const resolve = (answer: readonly ReferenceMatch[]) => {
    const resolution = resolutionOf(text, answer);
    if (resolution.kind === 'one') choose(resolution.match);
    else if (resolution.kind === 'several') {
      setOpen(true);
      setActive(bestMatchIndex(text, answer));
    }
  };

  const answered = search.status === 'done' || search.status === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per answer, on the text it answered.
  useEffect(() => {
    if (!intent || !answered) return;
    setIntent(null);
    if (intent === 'enter') resolve(matches);
    else {
      const exact = matches.find((match) => isExactKey(match, text));
      if (exact) onChoose(exact);
    }
  }, [intent, answered, matches]);

  const keyActions: Record<string, (event: KeyboardEvent<HTMLInputElement>) => boolean> = {
    ArrowDown: (event) => {
      if (!open) {
        setOpen(true);
        setActive(event.altKey ? -1 : 0);
      } else if (matches.length > 0) setActive(((current === -1 ? -1 : current) + 1) % matches.length);
      return true;
    },
    ArrowUp: () => {
      if (!open) {
        setOpen(true);
        setActive('last');
      } else if (matches.length > 0)
        setActive(((current === -1 ? matches.length : current) - 1 + matches.length) % matches.length);
      return true;
    },
    Enter: () => {
      if (!open) return false;
      if (search.status === 'searching') setIntent('enter');
      else {
        const match = matches[current];
        if (match) choose(match);
        else if (matches.length > 0) resolve(matches);
        else close();
      }
      return true;
    },
    Tab: () => {
      if (!open || text.trim() === '') return false;
      const exact = matches.find((match) => isExactKey(match, text));
      if (exact) choose(exact);
      else if (search.status === 'searching') setIntent('tab');
      // The focus moves on either way: Tab is never held by the list.
      return false;
    },
    Escape: () => {
      if (!open) return false;
      setIntent(null);
      close();
      return true;
    },
  };

  return {
    search,
    matches,
    current,
    choose,
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      const action = keyActions[event.key];
      if (!action?.(event)) return;
      // The list owns these keys while it is open: no form submit, no pane closing on Escape.
      event.preventDefault();
      event.stopPropagation();
    },
    /** The user typed: a new question, its best answer highlighted, any waiting key dropped. */
    onTyped() {
      setOpen(true);
      setActive('best');
      setIntent(null);
    },
    /** The focus left: the list closes; a waiting Enter is kept as a Tab's would be. */
    onLeft() {
      setIntent((pending) => (pending ? 'tab' : null));
      close();
    },
  };
}
