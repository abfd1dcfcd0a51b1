import type { ReportFilters } from '../../reports/report-queries';

/** The finance reports' query keys: one report's answer under its path and filters. */
export const financeKeys = {
  report: (path: string, filters: ReportFilters = {}) => ['finance-reports', path, filters] as const,
};
