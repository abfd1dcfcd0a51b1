import type { TFunction } from 'i18next';
import type { AgingRow, StatementLine } from '../../../shared/api/finance-reports';
import { agingBuckets } from '../../../shared/api/finance-reports';
import type { TrialBalanceRow } from '../../../shared/api/journal';
import { documentTypes, findDocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { GridColumn, GridRow } from '../../grid/grid-types';
import { asText, type ColumnFormat, type ColumnKind, reportColumn } from '../../reports/report-column';
import { documentHrefs } from '../../routes/document-hrefs';

/** A finance report's column, titled from the finance reports' catalogue. */
export const financeColumn = (
  id: string,
  kind: ColumnKind,
  format: ColumnFormat,
  options: { text?: (row: GridRow) => string } = {},
): GridColumn =>
  reportColumn(id, kind, format, { ...options, header: format.t(`financeReports.columns.${id}`) });

/** TransType 30 is SAP's manual journal entry, the seeded settlements' type. */
const manualEntryType = '30';

/** Where an entry comes from: its document type's name, a manual entry, or a neutral "Origin 46". */
export function originName(transType: string, t: TFunction): string {
  const known = findDocumentType(transType);
  if (known) return t(known.nameKey);
  return transType === manualEntryType
    ? t('financeReports.manualEntry')
    : t('financeReports.transType', { type: transType });
}

/** Invoices and credit memos post money; the types that receive or issue stock post its value. */
const moneyTypes = new Set(['13', '14', '18', '19']);

/** The origins the journal's filter offers: the document types that post an entry, and manual entries. */
export function originChoices(t: TFunction): { value: string; label: string }[] {
  const posting = documentTypes.filter(
    (type) => type.stock === 'receive' || type.stock === 'issue' || moneyTypes.has(type.objectId),
  );
  const choices = [...posting.map((type) => type.objectId), manualEntryType].map((value) => ({
    value,
    label: originName(value, t),
  }));
  return [{ value: '', label: t('financeReports.filters.anyTransType') }, ...choices];
}

/** The source document of an entry or a statement line, when its type has screens. */
export function sourceHref(transType: unknown, baseRef: unknown): string | undefined {
  const type = findDocumentType(asText(transType));
  return type && typeof baseRef === 'number' ? documentHrefs.document(type, baseRef) : undefined;
}

const origin = (format: ColumnFormat) =>
  financeColumn('TransType', 'text', format, {
    // The opening, closing and totals lines have no origin.
    text: (row) => (row.TransType === undefined ? '' : originName(asText(row.TransType), format.t)),
  });

/** The journal's list: one row per entry, with its debit total (an entry's debits are its credits). */
export function journalColumns(format: ColumnFormat): GridColumn[] {
  return [
    financeColumn('TransId', 'count', format),
    financeColumn('RefDate', 'date', format),
    origin(format),
    financeColumn('DocNum', 'code', format, { text: (row) => asText(row.DocNum ?? row.BaseRef) }),
    financeColumn('CardCode', 'code', format),
    financeColumn('Debit', 'money', format),
    financeColumn('Memo', 'text', format),
  ];
}

/** An entry as the journal's list shows it: the sum of its debits beside its header. */
export function journalRow(
  entry: { Lines: readonly { Debit: string }[] } & Record<string, unknown>,
): GridRow {
  const { Lines, ...header } = entry;
  return { ...header, Debit: Lines.reduce((sum, line) => sum.plus(line.Debit), Decimal.zero).toString() };
}

export function journalLineColumns(format: ColumnFormat): GridColumn[] {
  return [
    financeColumn('Line_ID', 'count', format),
    financeColumn('Account', 'code', format),
    financeColumn('AcctName', 'text', format),
    financeColumn('ShortName', 'code', format),
    financeColumn('Debit', 'money', format),
    financeColumn('Credit', 'money', format),
  ];
}

export function trialBalanceColumns(format: ColumnFormat): GridColumn[] {
  return [
    financeColumn('AcctCode', 'code', format),
    financeColumn('AcctName', 'text', format),
    financeColumn('Debit', 'money', format),
    financeColumn('Credit', 'money', format),
    financeColumn('Balance', 'money', format),
  ];
}

/** The rows of a report with its totals as a last row, named "Total" in `nameField`. */
export function withTotalsRow<Row extends object>(
  rows: readonly Row[],
  nameField: string,
  totals: Record<string, string>,
  t: TFunction,
): GridRow[] {
  return [
    ...(rows as readonly GridRow[]),
    { ...totals, [nameField]: t('financeReports.total'), total: true },
  ];
}

/** The trial balance's totals: debits, credits and their difference (zero when it balances). */
export function trialBalanceTotals(rows: readonly TrialBalanceRow[]): {
  Debit: string;
  Credit: string;
  Balance: string;
} {
  const debit = rows.reduce((sum, row) => sum.plus(row.Debit), Decimal.zero);
  const credit = rows.reduce((sum, row) => sum.plus(row.Credit), Decimal.zero);
  return { Debit: debit.toString(), Credit: credit.toString(), Balance: debit.minus(credit).toString() };
}

export function agingColumns(format: ColumnFormat): GridColumn[] {
  return [
    financeColumn('CardCode', 'code', format),
    financeColumn('CardName', 'text', format),
    ...agingBuckets.map((bucket) => financeColumn(bucket, 'money', format)),
    financeColumn('Total', 'money', format),
  ];
}

/** The aging's rows with the totals under them. */
export const agingRows = (rows: readonly AgingRow[], totals: Record<string, string>, t: TFunction) =>
  withTotalsRow(rows, 'CardName', totals, t);

export function statementColumns(format: ColumnFormat): GridColumn[] {
  return [
    financeColumn('RefDate', 'date', format),
    origin(format),
    financeColumn('DocNum', 'code', format, { text: (row) => asText(row.DocNum ?? row.BaseRef) }),
    financeColumn('TransId', 'count', format),
    financeColumn('Memo', 'text', format),
    financeColumn('Debit', 'money', format),
    financeColumn('Credit', 'money', format),
    financeColumn('Balance', 'money', format),
  ];
}

/**
 * A statement as its grid shows it: an opening balance line, the lines with their running
 * balance, and a closing line with the period's debits and credits.
 */
export function statementRows(
  statement: {
    OpeningBalance: string;
    data: readonly StatementLine[];
    Debit: string;
    Credit: string;
    ClosingBalance: string;
  },
  t: TFunction,
): GridRow[] {
  return [
    { Memo: t('financeReports.statement.opening'), Balance: statement.OpeningBalance, total: true },
    ...statement.data,
    {
      Memo: t('financeReports.statement.closing'),
      Debit: statement.Debit,
      Credit: statement.Credit,
      Balance: statement.ClosingBalance,
      total: true,
    },
  ];
}
