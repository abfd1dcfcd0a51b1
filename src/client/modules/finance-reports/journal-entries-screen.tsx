import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { journalEntriesAnswerSchema } from '../../../shared/api/journal';
import { journalEntryHref } from '../../../shared/screens/areas/finance-routes';
import type { HttpClient } from '../../api/http-client';
import type { GridRow } from '../../grid/grid-types';
import { useWindowedRows } from '../../grid/use-windowed-rows';
import { exportRowCap } from '../../reports/report-csv';
import { ChoiceFilter, ReportFilterBar, TextFilter } from '../../reports/report-filters';
import { ReportFrame } from '../../reports/report-frame';
import { filterQuery, type ReportFilters } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { usePaneOpener } from '../../shell/pane-opener';
import { journalColumns, journalRow, originChoices } from './finance-columns';
import { financeKeys } from './finance-queries';
import { PeriodFilters } from './period-filters';

const path = 'finance/journal-entries';
const pageSize = 100;

/** One page of entries: by keyset (`Before` the last entry of the page before) or, on a jump, by offset. */
async function fetchEntries(
  http: HttpClient,
  filters: ReportFilters,
  page: { index: number; size: number; count: boolean; after?: string; signal?: AbortSignal },
) {
  const answer = await http.get(path, {
    schema: journalEntriesAnswerSchema,
    query: {
      ...filterQuery(filters),
      Top: page.size,
      ...(page.after ? { Before: page.after } : { Skip: page.index * page.size }),
      Count: page.count ? '1' : '0',
    },
    signal: page.signal,
  });
  const { data, next, total } = answer.ResponseData;
  return {
    rows: data.map(journalRow),
    total: total ?? null,
    ...(next === null ? {} : { next: String(next) }),
  };
}

/**
 * /Banking/reports/journal-entries: every journal entry, newest first, narrowed by posting dates,
 * origin, account or partner, a page at a time by keyset as the grid scrolls; Enter opens the entry.
 */
export default function JournalEntriesScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const filters = useReportFilters({});
  const columns = useMemo(() => journalColumns(format), [format]);
  const rows = useWindowedRows({
    queryKey: financeKeys.report(path, filters.applied),
    pageSize,
    fetchPage: (index, { count, signal, after }) =>
      fetchEntries(http, filters.applied, { index, size: pageSize, count, signal, after }),
  });
  const exportRows = async () => {
    const read: GridRow[] = [];
    let after: string | undefined;
    do {
      const page = await fetchEntries(http, filters.applied, { index: 0, size: 500, count: false, after });
      read.push(...page.rows);
      after = page.next;
    } while (after && read.length < exportRowCap);
    return { rows: read, capped: after !== undefined };
  };
  const { draft, set } = filters;
  return (
    <ReportFrame
      title={t('financeReports.journal.heading')}
      hint={t('financeReports.journal.hint')}
      columns={columns}
      fileName="journal-entries"
      failed={Boolean(rows.error)}
      filterCount={filters.changed}
      exportRows={exportRows}
      grid={{
        rowCount: rows.rowCount,
        rowAt: rows.rowAt,
        onVisibleRangeChange: rows.onVisibleRangeChange,
        onOpenRow: (row, how) => open(journalEntryHref(String(row.TransId)), how),
      }}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <PeriodFilters draft={draft} set={set} />
          <ChoiceFilter
            label={t('financeReports.filters.transType')}
            value={draft.TransType}
            onChange={set('TransType')}
            options={originChoices(t)}
          />
          <TextFilter
            label={t('financeReports.filters.account')}
            value={draft.Account}
            onChange={set('Account')}
          />
          <TextFilter
            label={t('financeReports.filters.partner')}
            value={draft.ShortName}
            onChange={set('ShortName')}
          />
        </ReportFilterBar>
      }
    />
  );
}
