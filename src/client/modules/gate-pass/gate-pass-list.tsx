import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GatePassStatus,
  gatePassListAnswerSchema,
  gatePassStatuses,
  gatePassTypes,
} from '../../../shared/api/gate-pass';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { reportColumn } from '../../reports/report-column';
import { ChoiceFilter, DateFilter, ReportFilterBar, TextFilter } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar } from '../../shell/action-bar';
import { usePaneOpener } from '../../shell/pane-opener';
import { gatePassHrefs } from './gate-pass-paths';
import { gatePassListPath, mayGatePass } from './gate-pass-queries';

const isStatus = (value: unknown): value is GatePassStatus =>
  typeof value === 'string' && (gatePassStatuses as readonly string[]).includes(value);

/**
 * /gpm/gpm-documents: every gate pass the user may read, newest first, filtered by status, type,
 * gate and date; Enter opens a pass, New (Alt+Shift+I) makes one; export and print as reports do.
 */
export function GatePassList({ initial }: { initial: Record<string, string> }) {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const open = usePaneOpener();
  const filters = useReportFilters(initial);
  const mayCreate = mayGatePass('create');
  const newPass = () => open(gatePassHrefs.create, 'focused');
  const container = useRef<HTMLElement>(null);
  const within = useShortcutScope(container, false);
  useKeyBinding('record-new', newPass, { within, enabled: mayCreate });
  const columns = useMemo(() => {
    const header = (id: string) => format.t(`gatePasses.columns.${id}`);
    return [
      reportColumn('DocNum', 'count', format, { header: header('DocNum') }),
      reportColumn('DocDate', 'date', format, { header: header('DocDate') }),
      reportColumn('PassType', 'text', format, {
        header: header('PassType'),
        text: (row) => format.t(`gatePasses.types.${String(row.PassType)}`),
      }),
      reportColumn('Status', 'text', format, {
        header: header('Status'),
        text: (row) => (isStatus(row.Status) ? format.t(`gatePasses.statuses.${row.Status}`) : ''),
      }),
      reportColumn('WhsCode', 'code', format, { header: header('WhsCode') }),
      reportColumn('GateCode', 'code', format, { header: header('GateCode') }),
      reportColumn('CarrierName', 'text', format, { header: header('CarrierName') }),
      reportColumn('PlateNum', 'code', format, { header: header('PlateNum') }),
      reportColumn('SourceScanCode', 'code', format, { header: header('SourceScanCode') }),
      reportColumn('ValidUntil', 'date', format, { header: header('ValidUntil') }),
      reportColumn('LineCount', 'count', format, { header: header('LineCount') }),
      reportColumn('ScanCode', 'code', format, { header: header('ScanCode') }),
    ];
  }, [format]);
  const options = (values: readonly string[], prefix: string, any: string) => [
    { value: '', label: t(any) },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];
  return (
    <ReportGrid
      title={t('gatePasses.title')}
      hint={t('gatePasses.hint')}
      path={gatePassListPath}
      schema={gatePassListAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="gate-passes"
      containerRef={container}
      emptyText={t('gatePasses.list.empty')}
      grid={{ onOpenRow: (row, how) => open(gatePassHrefs.pass(String(row.DocEntry)), how) }}
      actions={
        mayCreate ? (
          <ActionBar
            actions={[
              {
                id: 'new',
                label: t('gatePasses.new'),
                binding: 'record-new',
                onClick: newPass,
                primary: true,
              },
            ]}
          />
        ) : undefined
      }
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <ChoiceFilter
            label={t('gatePasses.columns.Status')}
            value={filters.draft.Status}
            onChange={filters.set('Status')}
            options={options(gatePassStatuses, 'gatePasses.statuses', 'gatePasses.list.anyStatus')}
          />
          <ChoiceFilter
            label={t('gatePasses.columns.PassType')}
            value={filters.draft.PassType}
            onChange={filters.set('PassType')}
            options={options(gatePassTypes, 'gatePasses.types', 'gatePasses.list.anyType')}
          />
          <TextFilter
            label={t('gatePasses.columns.GateCode')}
            value={filters.draft.GateCode}
            onChange={filters.set('GateCode')}
          />
          <DateFilter
            label={t('gatePasses.list.DateFrom')}
            value={filters.draft.DateFrom}
            onChange={filters.set('DateFrom')}
          />
          <DateFilter
            label={t('gatePasses.list.DateTo')}
            value={filters.draft.DateTo}
            onChange={filters.set('DateTo')}
          />
        </ReportFilterBar>
      }
    />
  );
}
