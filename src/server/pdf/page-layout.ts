import type { ColumnAlign as CellAlign } from '../../shared/documents/document-columns';
import { loadFont } from './font-files';
import { a4, type Grey, PdfPage, type TextStyle, writePdf } from './pdf-canvas';
import { EmbeddedFont } from './pdf-font';
import { fitText, type LaidText, wrapText } from './pdf-text';
import type { Direction } from './simple-bidi';

/** A label and its value, already formatted in the reader's language. */
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

/**
 * What a printed page says, as text already formatted in the reader's language: the company, a
 * title, header fields, a table and totals. A document's PDF and a payment's receipt are both this.
 */
export interface DocumentPdfContent {
  title: string;
  company: { name: string; address: string };
  fields: PdfField[];
  columns: PdfColumn[];
  rows: string[][];
  totals: PdfTotal[];
  pageLabel(page: number, count: number): string;
}

/**
 * An A4 page layout of a document: the company and the title, the header fields in two columns,
 * the lines table (its header repeated on every page it continues on), the totals and page numbers.
 * Positions are worked out left to right from the start margin and mirrored for right-to-left,
 * so in Arabic the labels sit on the right and the columns read from the right.
 */

export const margin = 40;
export const textWidth = a4.width - 2 * margin;
const bottomLimit = a4.height - margin - 24;
const cellPadding = 4;
const fieldColumnWidth = (textWidth - 15) / 2;
const fieldLabelWidth = 92;
const totalsWidth = 250;
const ruleGrey: Grey = 0.8;
export const mutedGrey: Grey = 0.35;

export interface Styles {
  company: TextStyle;
  title: TextStyle;
  running: TextStyle;
  small: TextStyle;
  label: TextStyle;
  value: TextStyle;
  head: TextStyle;
  cell: TextStyle;
  total: TextStyle;
  strongTotal: TextStyle;
}

/** Where a line of text goes: `start` points after the start margin, `width` wide, on `baseline`. */
export interface Box {
  start: number;
  width: number;
  baseline: number;
  /** The text's direction when it is not guessed from its first letter: amounts, as on screen (dir="ltr"). */
  dir?: Direction;
}

/** Pages drawn top to bottom from the start margin, mirrored for right-to-left; a layout's cursor is `y`. */
export class PageFlow {
  readonly pages: PdfPage[] = [];
  page = new PdfPage();
  y = margin;

  constructor(
    readonly direction: Direction,
    readonly styles: Styles,
  ) {
    this.pages.push(this.page);
  }

  /** The left edge on paper of a box that starts `start` points after the start margin. */
  left(start: number, width: number): number {
    return this.direction === 'rtl' ? a4.width - margin - start - width : margin + start;
  }

  draw(laid: LaidText, box: Box, style: TextStyle, align: CellAlign = 'start', grey: Grey = 0) {
    const left = this.left(box.start, box.width);
    const atRight = (align === 'end') !== (this.direction === 'rtl');
    this.page.text(atRight ? left + box.width - laid.width : left, box.baseline, laid.glyphs, style, grey);
  }

  text(text: string, box: Box, style: TextStyle, align: CellAlign = 'start', grey: Grey = 0) {
    this.draw(fitText(text, style, this.direction, box.width, box.dir), box, style, align, grey);
  }

  rule(start: number, width: number, y: number, grey: Grey = ruleGrey, thickness = 0.4) {
    const left = this.left(start, width);
    this.page.line(left, y, left + width, y, thickness, grey);
  }

  band(start: number, width: number, top: number, height: number, grey: Grey) {
    this.page.fill(this.left(start, width), top, width, height, grey);
  }

  fits(height: number): boolean {
    return this.y + height <= bottomLimit;
  }

  newPage(title: string) {
    this.page = new PdfPage();
    this.pages.push(this.page);
    this.text(title, { start: 0, width: textWidth, baseline: margin + 10 }, this.styles.running);
    this.y = margin + 22;
  }
}

/** The company at the start, the title at the end, a rule under them. */
export function drawHeading(
  flow: PageFlow,
  content: Pick<DocumentPdfContent, 'company' | 'title'>,
  styles: Styles,
) {
  const half = textWidth / 2 - 5;
  flow.text(content.company.name, { start: 0, width: half, baseline: margin + 12 }, styles.company);
  let companyBottom = margin + 14;
  for (const line of wrapText(content.company.address, styles.small, flow.direction, half).slice(0, 4)) {
    companyBottom += 11;
    flow.draw(line, { start: 0, width: half, baseline: companyBottom }, styles.small, 'start', mutedGrey);
  }
  flow.text(
    content.title,
    { start: textWidth - half, width: half, baseline: margin + 14 },
    styles.title,
    'end',
  );
  flow.y = Math.max(companyBottom, margin + 18) + 12;
  flow.rule(0, textWidth, flow.y, 0.6, 0.8);
  flow.y += 14;
}

function drawFields(flow: PageFlow, content: DocumentPdfContent, styles: Styles) {
  const perColumn = Math.ceil(content.fields.length / 2);
  let bottom = flow.y;
  [content.fields.slice(0, perColumn), content.fields.slice(perColumn)].forEach((fields, column) => {
    const start = column * (fieldColumnWidth + 15);
    const valueWidth = fieldColumnWidth - fieldLabelWidth;
    let y = flow.y;
    for (const field of fields) {
      const lines = wrapText(field.value, styles.value, flow.direction, valueWidth).slice(0, 3);
      flow.text(
        field.label,
        { start, width: fieldLabelWidth - 6, baseline: y + 9 },
        styles.label,
        'start',
        mutedGrey,
      );
      lines.forEach((line, index) => {
        flow.draw(
          line,
          { start: start + fieldLabelWidth, width: valueWidth, baseline: y + 9 + index * 12 },
          styles.value,
        );
      });
      y += Math.max(1, lines.length) * 12 + 4;
    }
    bottom = Math.max(bottom, y);
  });
  flow.y = bottom + 12;
}

const headLineHeight = 10;
const rowHeight = 15;

/** The column titles, on two lines where a narrow column's title needs them. */
function drawTableHead(flow: PageFlow, columns: readonly PdfColumn[]) {
  const titles = columns.map((column) =>
    wrapText(column.label, flow.styles.head, flow.direction, column.width - 2 * cellPadding).slice(0, 2),
  );
  const height = Math.max(...titles.map((lines) => lines.length)) * headLineHeight + 8;
  flow.band(0, textWidth, flow.y, height, 0.92);
  let start = 0;
  columns.forEach((column, index) => {
    const width = column.width - 2 * cellPadding;
    (titles[index] ?? []).forEach((line, row) => {
      flow.draw(
        line,
        { start: start + cellPadding, width, baseline: flow.y + 11.5 + row * headLineHeight },
        flow.styles.head,
        column.align,
      );
    });
    start += column.width;
  });
  flow.y += height;
}

/**
 * A table: its head, then its rows, each ruled under; a row that does not fit starts a new page
 * (running `title` at its top) where the head is drawn again.
 */
export function drawTable(
  flow: PageFlow,
  columns: readonly PdfColumn[],
  rows: readonly string[][],
  title: string,
) {
  if (!flow.fits(rowHeight * 3)) flow.newPage(title);
  drawTableHead(flow, columns);
  for (const row of rows) {
    if (!flow.fits(rowHeight)) {
      flow.newPage(title);
      drawTableHead(flow, columns);
    }
    let start = 0;
    columns.forEach((column, index) => {
      const width = column.width - 2 * cellPadding;
      flow.text(
        row[index] ?? '',
        { start: start + cellPadding, width, baseline: flow.y + 10.5 },
        flow.styles.cell,
        column.align,
      );
      start += column.width;
    });
    flow.y += rowHeight;
    flow.rule(0, textWidth, flow.y);
  }
}

function drawLines(flow: PageFlow, content: DocumentPdfContent) {
  drawTable(flow, content.columns, content.rows, content.title);
  flow.y += 12;
}

function drawTotals(flow: PageFlow, content: DocumentPdfContent) {
  const height = content.totals.length * 17 + 4;
  if (!flow.fits(height)) flow.newPage(content.title);
  const start = textWidth - totalsWidth;
  for (const total of content.totals) {
    const style = total.strong ? flow.styles.strongTotal : flow.styles.total;
    if (total.strong) flow.rule(start, totalsWidth, flow.y + 1, 0.2, 0.8);
    flow.text(total.label, { start, width: totalsWidth / 2, baseline: flow.y + 13 }, style);
    flow.text(
      total.value,
      { start: start + totalsWidth / 2, width: totalsWidth / 2, baseline: flow.y + 13, dir: 'ltr' },
      style,
      'end',
    );
    flow.y += 17;
  }
}

/** The company and "page n of m" at the foot of every page, once all are drawn. */
export function drawPageNumbers(flow: PageFlow, content: Pick<DocumentPdfContent, 'company' | 'pageLabel'>) {
  const count = flow.pages.length;
  flow.pages.forEach((page, index) => {
    flow.page = page;
    flow.rule(0, textWidth, a4.height - margin + 8, ruleGrey, 0.4);
    flow.text(
      content.company.name,
      { start: 0, width: textWidth / 2, baseline: a4.height - margin + 20 },
      flow.styles.small,
      'start',
      mutedGrey,
    );
    const label = content.pageLabel(index + 1, count);
    flow.text(
      label,
      { start: textWidth / 2, width: textWidth / 2, baseline: a4.height - margin + 20 },
      flow.styles.small,
      'end',
      mutedGrey,
    );
  });
}

export interface DocumentPdfOptions {
  content: DocumentPdfContent;
  direction: Direction;
  /** BCP 47 tag of the text, for the catalog's Lang (screen readers, hyphenation). */
  language: string;
}

/** The document as a PDF file, fonts subset to the glyphs it uses. */
export function documentPdf({ content, direction, language }: DocumentPdfOptions): Buffer {
  const { fonts, styles } = documentStyles();
  const flow = new PageFlow(direction, styles);
  drawHeading(flow, content, styles);
  drawFields(flow, content, styles);
  drawLines(flow, content);
  drawTotals(flow, content);
  drawPageNumbers(flow, content);
  return writePdf(flow.pages, fonts, { title: content.title, language });
}

/** The two fonts (regular, bold) a printed page uses, and its text styles. */
export function documentStyles(): { fonts: EmbeddedFont[]; styles: Styles } {
  const regular = new EmbeddedFont(loadFont('regular'), 'F1');
  const bold = new EmbeddedFont(loadFont('bold'), 'F2');
  const styles: Styles = {
    company: { font: bold, size: 13 },
    title: { font: bold, size: 16 },
    running: { font: bold, size: 10 },
    small: { font: regular, size: 8 },
    label: { font: regular, size: 8 },
    value: { font: regular, size: 9.5 },
    head: { font: bold, size: 8 },
    cell: { font: regular, size: 8.5 },
    total: { font: regular, size: 9.5 },
    strongTotal: { font: bold, size: 10.5 },
  };
  return { fonts: [regular, bold], styles };
}
