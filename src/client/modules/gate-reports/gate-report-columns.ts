import type { GridColumn, GridRow } from '../../grid/grid-types';
import { asText, type ColumnFormat, type ColumnKind, reportColumn } from '../../reports/report-column';
import { codeName, formatDuration, momentText } from './gate-report-text';

/** A gate report's column, titled from its own catalogue; `text` writes a value the grid shows as words. */
function column(
  id: string,
  kind: ColumnKind,
  format: ColumnFormat,
  text?: (row: GridRow) => string,
): GridColumn {
  return reportColumn(id, kind, format, {
    header: format.t(`gateReports.columns.${id}`),
    ...(text ? { text } : {}),
  });
}

// A moment and a code's name are shorter than free text: narrower columns keep the report's
// later columns (the first scan, the wait) in view.
const moment = (id: string, format: ColumnFormat): GridColumn => ({
  ...column(id, 'text', format, (row) => momentText(row[id], format.language)),
  width: 200,
});
const named = (id: string, group: string, format: ColumnFormat): GridColumn => ({
  ...column(id, 'text', format, (row) => codeName(format.t, group, row[id])),
  width: 130,
});
const duration = (id: string, format: ColumnFormat) =>
  column(id, 'count', format, (row) => formatDuration(row[id], format.t, format.language));

/** The scan log: each scan with its gate, pass and user. */
export const scanLogColumns = (format: ColumnFormat): GridColumn[] => [
  moment('ScannedAt', format),
  column('GateCode', 'code', format),
  column('GateName', 'text', format),
  named('Direction', 'directions', format),
  named('Result', 'results', format),
  named('Mode', 'modes', format),
  named('OfflineResult', 'results', format),
  column('ScannedText', 'code', format),
  column('PassNum', 'code', format),
  named('PassType', 'gatePasses.types', format),
  column('UserCode', 'code', format),
  moment('ReceivedAt', format),
];

/** A duplicate or conflict beside the first valid scan it repeats. */
export const duplicateLogColumns = (format: ColumnFormat): GridColumn[] => [
  moment('ScannedAt', format),
  column('GateCode', 'code', format),
  named('Result', 'results', format),
  named('Mode', 'modes', format),
  named('Direction', 'directions', format),
  column('PassNum', 'code', format),
  column('ScannedText', 'code', format),
  column('FirstGateCode', 'code', format),
  moment('FirstScannedAt', format),
  named('FirstMode', 'modes', format),
  duration('SecondsAfter', format),
  column('UserCode', 'code', format),
];

/** A code that named no pass: how often, when, where, and what it looks like. */
export const notExistingColumns = (format: ColumnFormat): GridColumn[] => [
  column('Code', 'code', format),
  // A sentence rather than a word: the width of text.
  column('Shape', 'text', format, (row) => codeName(format.t, 'shapes', row.Shape)),
  column('Scans', 'count', format),
  moment('FirstSeen', format),
  moment('LastSeen', format),
  column('Gates', 'text', format, (row) => (Array.isArray(row.Gates) ? row.Gates.join(', ') : '')),
  column('Users', 'count', format),
];

/** A pass with its scans out and in. */
export const passReportColumns = (format: ColumnFormat): GridColumn[] => [
  column('DocNum', 'code', format),
  column('DocDate', 'date', format),
  named('PassType', 'gatePasses.types', format),
  named('Movement', 'gatePasses.movements', format),
  named('Status', 'gatePasses.statuses', format),
  named('Progress', 'progress', format),
  moment('ValidUntil', format),
  column('GateCode', 'code', format),
  moment('OutAt', format),
  column('OutGateCode', 'code', format),
  moment('InAt', format),
  column('InGateCode', 'code', format),
  column('Scans', 'count', format),
  column('Repeats', 'count', format),
  column('CardCode', 'code', format),
  column('CarrierName', 'text', format),
  column('PlateNum', 'code', format),
];

/** A backup period with its scans counted by how they were reconciled. */
export const backupPeriodColumns = (format: ColumnFormat): GridColumn[] => [
  column('PeriodId', 'count', format),
  column('GateCode', 'code', format),
  moment('StartedAt', format),
  column('EndedAt', 'text', format, (row) =>
    row.EndedAt ? momentText(row.EndedAt, format.language) : format.t('gateReports.stillOpen'),
  ),
  named('Cause', 'causes', format),
  column('UserCode', 'code', format),
  column('Reason', 'text', format, (row) => asText(row.Reason)),
  column('Scans', 'count', format),
  column('Accepted', 'count', format),
  column('Duplicates', 'count', format),
  column('Conflicts', 'count', format),
  column('Rejected', 'count', format),
  column('Changed', 'count', format),
  moment('LastReceivedAt', format),
  duration('MaxDelaySeconds', format),
];

/** A scan taken in backup mode: what the gate showed, what the server decided, how long it waited. */
export const backupScanColumns = (format: ColumnFormat): GridColumn[] => [
  moment('ScannedAt', format),
  column('GateCode', 'code', format),
  column('ScannedText', 'code', format),
  column('PassNum', 'code', format),
  named('Direction', 'directions', format),
  named('OfflineResult', 'results', format),
  named('Result', 'results', format),
  named('Reconciliation', 'reconciliations', format),
  moment('ReceivedAt', format),
  duration('DelaySeconds', format),
  column('UserCode', 'code', format),
];
