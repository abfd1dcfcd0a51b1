import type { TFunction } from 'i18next';
import type {
  ColumnAlign as CellAlign,
  DocumentRow as GridRow,
} from '../../../../shared/documents/document-columns';
import {
  type DocumentColumn,
  documentValueFormatters,
  gridColumnsOf,
} from '../../../../shared/documents/document-columns';
import type { DocumentFormat } from '../../../../shared/documents/document-format';
import { storedTotalsFC, totalsRows } from '../../../../shared/documents/document-totals-view';
import type { DocumentType } from '../../../../shared/documents/object-types';
import { formatMoney } from '../../../../shared/locale/formatters';
import { Decimal } from '../../../../shared/money/decimal';

/**
 * What a document's PDF says, as text already formatted in the reader's language: built from the
 * document as GET returns it to this reader (fields their rules hide are absent), with the
 * client's own column formatters and totals rows, so the paper matches the screen.
 */

export interface PdfField {
  label: string;
  value: string;
}

export interface PdfColumn {
  label: string;
  width: number;
  align: CellAlign;
}

export interface PdfTotal extends PdfField {
  strong: boolean;
}

export interface DocumentPdfContent {
  title: string;
  company: { name: string; address: string };
  fields: PdfField[];
  columns: PdfColumn[];
  rows: string[][];
  totals: PdfTotal[];
  pageLabel(page: number, count: number): string;
}

export interface CompanyHeading {
  CompnyName: string;
  CompnyAddr: string | null;
  MainCurncy: string;
}

/** The printed line columns, widths in points adding up to the A4 text width (515 pt). */
const pdfLineColumns: readonly DocumentColumn[] = [
  { id: 'ItemCode', kind: 'code', width: 66 },
  { id: 'Dscription', kind: 'text', width: 137 },
  { id: 'Quantity', kind: 'quantity', width: 48 },
  { id: 'UomCode', kind: 'code', width: 40 },
  { id: 'PriceBefDi', kind: 'price', width: 64 },
  { id: 'DiscPrcnt', kind: 'percent', width: 52 },
  { id: 'VatGroup', kind: 'code', width: 42 },
  { id: 'TotalFrgn', kind: 'money', width: 66 },
];
/** The column that takes the width of columns the reader may not see. */
const stretchColumn = 'Dscription';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const totalFields = ['DocTotal', 'VatSum', 'DiscSum', 'DocTotalFC', 'VatSumFC', 'DiscSumFC'] as const;

/**
 * A document kept in the local currency stores its amounts in the local fields and zero in the FC
 * ones (storedTotalsFC reads it the same way).
 */
const isForeign = (document: GridRow) => {
  const total = textOf(document.DocTotalFC);
  return total !== '' && !Decimal.of(total).isZero();
};

/** Line totals in the document's currency: TotalFrgn, or LineTotal when that is the document's. */
function inDocumentCurrency(document: GridRow, lines: readonly GridRow[]): readonly GridRow[] {
  if (isForeign(document)) return lines;
  return lines.map((line) => ('LineTotal' in line ? { ...line, TotalFrgn: line.LineTotal } : line));
}

function totalsOf(
  document: GridRow,
  company: CompanyHeading,
  t: TFunction,
  format: DocumentFormat,
): PdfTotal[] {
  if (!totalFields.every((field) => typeof document[field] === 'string')) return [];
  const amounts = Object.fromEntries(totalFields.map((field) => [field, textOf(document[field])]));
  const stored = storedTotalsFC({
    DocTotal: amounts.DocTotal ?? '0',
    VatSum: amounts.VatSum ?? '0',
    DiscSum: amounts.DiscSum ?? '0',
    DocTotalFC: amounts.DocTotalFC ?? '0',
    VatSumFC: amounts.VatSumFC ?? '0',
    DiscSumFC: amounts.DiscSumFC ?? '0',
  });
  const currency = textOf(document.DocCur);
  const rows: PdfTotal[] = totalsRows(stored, currency, format).map((row) => ({
    label: t(`documents.totals.${row.key}`),
    value: row.text,
    strong: row.key === 'total',
  }));
  const local = company.MainCurncy;
  if (local !== '' && currency !== '' && currency !== local && isForeign(document)) {
    rows.push({
      label: t('documents.totals.localTotal', { currency: local }),
      value: formatMoney(amounts.DocTotal ?? '0', {
        decimals: format.sumDec,
        currency: local,
        language: format.language,
      }),
      strong: false,
    });
  }
  return rows;
}

function headerFields(document: GridRow, t: TFunction, format: DocumentFormat): PdfField[] {
  const formatted = (id: string, kind: DocumentColumn['kind']) =>
    documentValueFormatters[kind](document[id], document, t, format);
  const fields: PdfField[] = [
    { label: t('documents.fields.DocNum'), value: formatted('DocNum', 'code') },
    { label: t('documents.fields.DocDate'), value: formatted('DocDate', 'date') },
    { label: t('documents.fields.DocDueDate'), value: formatted('DocDueDate', 'date') },
    { label: t('documents.fields.NumAtCard'), value: textOf(document.NumAtCard) },
    { label: t('documents.fields.CardCode'), value: textOf(document.CardCode) },
    { label: t('documents.fields.CardName'), value: textOf(document.CardName) },
    { label: t('documents.pdf.address'), value: textOf(document.Address) },
    { label: t('documents.fields.DocCur'), value: textOf(document.DocCur) },
  ];
  return fields.filter((field) => field.value !== '');
}

/** The line columns this reader sees (a hidden field leaves no empty column behind). */
function visibleColumns(lines: readonly GridRow[]): DocumentColumn[] {
  const first = lines[0];
  const shown = pdfLineColumns.filter((column) => first === undefined || column.id in first);
  const spare = pdfLineColumns.reduce((sum, column) => sum + column.width, 0);
  const used = shown.reduce((sum, column) => sum + column.width, 0);
  return shown.map((column) =>
    column.id === stretchColumn ? { ...column, width: column.width + spare - used } : column,
  );
}

export interface DocumentPdfSource {
  type: DocumentType;
  /** The document as visibleDocument leaves it for this reader, lines with their UomCode. */
  document: GridRow;
  lines: readonly GridRow[];
  company: CompanyHeading;
  t: TFunction;
  format: DocumentFormat;
}

export function documentPdfContent({ type, document, company, t, format, ...source }: DocumentPdfSource) {
  const lines = inDocumentCurrency(document, source.lines);
  const columns = gridColumnsOf(visibleColumns(lines), t, format);
  const content: DocumentPdfContent = {
    title: t('documents.document.title', { document: t(type.nameKey), number: textOf(document.DocNum) }),
    company: { name: company.CompnyName, address: company.CompnyAddr ?? '' },
    fields: headerFields(document, t, format),
    columns: columns.map((column) => ({ label: column.header, width: column.width, align: column.align })),
    rows: lines.map((line) => columns.map((column) => column.format(line[column.id], line))),
    totals: totalsOf(document, company, t, format),
    pageLabel: (page, count) => t('documents.pdf.page', { page, count }),
  };
  return content;
}
