import { useState } from 'react';
import type { ReportFilters } from './report-queries';

/** A report's filters as typed (draft) and as last applied (what the grid reads). */
export function useReportFilters(initial: ReportFilters) {
  const [draft, setDraft] = useState<ReportFilters>(initial);
  const [applied, setApplied] = useState<ReportFilters>(initial);
  return {
    draft,
    applied,
    /** How many applied filters differ from the screen's own starting ones (the sort aside). */
    changed: Object.entries(applied).filter(
      ([name, value]) => name !== 'sort' && value !== undefined && value !== '' && value !== initial[name],
    ).length,
    set: (name: string) => (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    apply: () => setApplied(draft),
    /** Back to the screen's own starting filters. */
    clear: () => {
      setDraft(initial);
      setApplied(initial);
    },
    /** Applies a change at once (a sort chosen in the grid's header). */
    applyNow: (name: string, value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      setApplied((current) => ({ ...current, [name]: value }));
    },
  };
}
