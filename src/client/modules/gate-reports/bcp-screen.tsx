import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backupCauses,
  backupPeriodsAnswerSchema,
  backupScansAnswerSchema,
  reconciliations,
} from '../../../shared/api/gate-reports';
import type { DataGridHandle, GridRow } from '../../grid/grid-types';
import { ChoiceFilter, ReportFilterBar } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import * as styles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import * as buttons from '../../ui/buttons.css';
import * as page from '../../ui/page-table.css';
import { GateAndDates } from './gate-filters';
import { backupPeriodColumns, backupScanColumns } from './gate-report-columns';
import { codeChoices, csvTitle } from './gate-report-text';

const periodsPath = 'gpm/reports/bcp';
const scansPath = 'gpm/reports/bcp/scans';

interface ChosenPeriod {
  PeriodId: number;
  GateCode: string;
}

/**
 * /gpm/reports/bcp (business continuity): the backup-mode periods of each gate, and the scans
 * taken in them with how the server reconciled them. Enter on a period narrows the scans to it
 * and moves the focus to them; "Every period's scans" widens them again.
 */
export default function BcpScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const periodFilters = useReportFilters({});
  const scanFilters = useReportFilters({});
  const [period, setPeriod] = useState<ChosenPeriod>();
  const scansGrid = useRef<DataGridHandle>(null);
  const periodColumns = useMemo(() => backupPeriodColumns(format), [format]);
  const scanColumns = useMemo(() => backupScanColumns(format), [format]);
  const choosePeriod = (row: GridRow) => {
    if (typeof row.PeriodId !== 'number' || typeof row.GateCode !== 'string') return;
    setPeriod({ PeriodId: row.PeriodId, GateCode: row.GateCode });
    // The scans grid is rendered again with the period's filter before it takes the focus.
    requestAnimationFrame(() => scansGrid.current?.focus());
  };
  const scansApplied = period
    ? { ...scanFilters.applied, PeriodId: String(period.PeriodId) }
    : scanFilters.applied;
  const scansTitle = period
    ? t('gateReports.bcp.scansOf', { period: period.PeriodId, gate: period.GateCode })
    : t('gateReports.bcp.scans');
  return (
    <div className={styles.sections}>
      <h1 className={page.heading}>{t('gateReports.bcp.heading')}</h1>
      <div className={styles.smallGrid}>
        <ReportGrid
          level={2}
          title={t('gateReports.bcp.periods')}
          hint={t('gateReports.bcp.hint')}
          path={periodsPath}
          csvPath={`${periodsPath}.csv`}
          csvTitleOf={csvTitle(t)}
          schema={backupPeriodsAnswerSchema}
          filters={periodFilters.applied}
          filterCount={periodFilters.changed}
          columns={periodColumns}
          fileName="gate-backup-periods"
          grid={{ onOpenRow: choosePeriod }}
          filterBar={
            <ReportFilterBar onApply={periodFilters.apply} onClear={periodFilters.clear}>
              <GateAndDates filters={periodFilters} />
              <ChoiceFilter
                label={t('gateReports.filters.cause')}
                value={periodFilters.draft.Cause}
                onChange={periodFilters.set('Cause')}
                options={codeChoices(t, 'causes', backupCauses, t('gateReports.filters.anyCause'))}
              />
            </ReportFilterBar>
          }
        />
      </div>
      <div className={styles.smallGrid}>
        <ReportGrid
          level={2}
          title={scansTitle}
          path={scansPath}
          csvPath={`${scansPath}.csv`}
          csvTitleOf={csvTitle(t)}
          schema={backupScansAnswerSchema}
          filters={scansApplied}
          filterCount={scanFilters.changed + (period ? 1 : 0)}
          columns={scanColumns}
          fileName={period ? `gate-backup-scans-${period.PeriodId}` : 'gate-backup-scans'}
          gridRef={scansGrid}
          actions={
            period && (
              <button type="button" className={buttons.button} onClick={() => setPeriod(undefined)}>
                {t('gateReports.bcp.allScans')}
              </button>
            )
          }
          filterBar={
            <ReportFilterBar onApply={scanFilters.apply} onClear={scanFilters.clear}>
              <GateAndDates filters={scanFilters} />
              <ChoiceFilter
                label={t('gateReports.filters.reconciliation')}
                value={scanFilters.draft.Reconciliation}
                onChange={scanFilters.set('Reconciliation')}
                options={codeChoices(
                  t,
                  'reconciliations',
                  reconciliations,
                  t('gateReports.filters.anyReconciliation'),
                )}
              />
            </ReportFilterBar>
          }
        />
      </div>
    </div>
  );
}
