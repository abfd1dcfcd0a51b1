import type { TFunction } from 'i18next';
import { displayOf } from '../../../../shared/document-model/definition-columns';
import {
  type DocumentField,
  documentHeaderFields,
  documentLabelKey,
  documentLineFields,
} from '../../../../shared/document-model/document-definition';
import type { DocumentRow as GridRow } from '../../../../shared/documents/document-columns';
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
import type { DocumentPdfContent, PdfField, PdfTotal } from '../../../pdf/page-layout';

export type { DocumentPdfContent, PdfColumn, PdfField, PdfTotal } from '../../../pdf/page-layout';

/**
 * What a document's PDF says, as text already formatted in the reader's language: built from the
 * document as GET returns it to this reader (fields their rules hide are absent), with the
 * client's own column formatters and totals rows, so the paper matches the screen.
 */

export interface CompanyHeading {
  CompnyName: string;
  CompnyAddr: string | null;
  MainCurncy: string;
}

/** The printed line columns (the definition's `pdf` widths, in points, adding up to the A4 text width). */
const pdfLineColumns: readonly DocumentColumn[] = documentLineFields.flatMap((field: DocumentField) =>
  typeof field.pdf === 'object' ? [{ id: field.name, kind: displayOf(field), width: field.pdf.width }] : [],
);
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

/** The header fields the definition prints, those this reader sees and that hold a value. */
function headerFields(document: GridRow, t: TFunction, format: DocumentFormat): PdfField[] {
  return documentHeaderFields
    .filter((field: DocumentField) => field.pdf === true)
    .map((field) => ({
      label: t(documentLabelKey(field)),
      value: documentValueFormatters[displayOf(field)](document[field.name], document, t, format),
    }))
    .filter((field) => field.value !== '');
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
