import { drawFieldsAndCode, signatureBox } from '../../pdf/coded-sheet';
import {
  documentStyles,
  drawHeading,
  drawPageNumbers,
  drawTable,
  mutedGrey,
  PageFlow,
  type PdfColumn,
  type PdfField,
  textWidth,
} from '../../pdf/page-layout';
import { writePdf } from '../../pdf/pdf-canvas';
import { wrapText } from '../../pdf/pdf-text';
import type { Direction } from '../../pdf/simple-bidi';

/** One stop as printed, its texts already in the reader's language. */
export interface PrintedStop {
  heading: string;
  delivery: string;
  address: string;
  measures: string;
  rows: string[][];
  /** The receiver's box caption. */
  signature: string;
}

/** A dispatch note as printed: its texts formatted, the layout's to place. */
export interface DispatchNoteSheet {
  title: string;
  company: { name: string; address: string };
  fields: PdfField[];
  /** Drawn as a QR code beside the header fields. */
  scanCode: string;
  columns: PdfColumn[];
  stops: PrintedStop[];
  noStops: string;
  totals: PdfField[];
  /** The captions of the boxes at the foot: driver, warehouse. */
  signatures: string[];
  pageLabel(page: number, count: number): string;
}

const stopBand = 18;

function drawStop(flow: PageFlow, sheet: DispatchNoteSheet, stop: PrintedStop) {
  const address = wrapText(stop.address, flow.styles.small, flow.direction, textWidth).slice(0, 3);
  // The stop's heading, address and first rows stay together on a page.
  if (!flow.fits(stopBand + 12 * (address.length + 1) + 60)) flow.newPage(sheet.title);
  flow.band(0, textWidth, flow.y, stopBand, 0.9);
  flow.text(stop.heading, { start: 4, width: textWidth * 0.62, baseline: flow.y + 12.5 }, flow.styles.head);
  flow.text(
    stop.delivery,
    { start: textWidth * 0.62, width: textWidth * 0.38 - 4, baseline: flow.y + 12.5 },
    flow.styles.small,
    'end',
  );
  flow.y += stopBand + 2;
  for (const line of [...address, ...wrapText(stop.measures, flow.styles.small, flow.direction, textWidth)]) {
    flow.y += 11;
    flow.draw(
      line,
      { start: 4, width: textWidth - 8, baseline: flow.y },
      flow.styles.small,
      'start',
      mutedGrey,
    );
  }
  flow.y += 6;
  drawTable(flow, sheet.columns, stop.rows, sheet.title);
  const height = 40;
  if (!flow.fits(height + 8)) flow.newPage(sheet.title);
  flow.y += 6;
  signatureBox(flow, stop.signature, { start: textWidth / 2, width: textWidth / 2, height });
  flow.y += height + 14;
}

function drawTotalsAndSignatures(flow: PageFlow, sheet: DispatchNoteSheet) {
  const boxHeight = 56;
  if (!flow.fits(sheet.totals.length * 15 + boxHeight + 20)) flow.newPage(sheet.title);
  flow.rule(0, textWidth, flow.y, 0.2, 0.8);
  flow.y += 4;
  for (const total of sheet.totals) {
    flow.text(total.label, { start: 0, width: textWidth / 2, baseline: flow.y + 11 }, flow.styles.total);
    flow.text(
      total.value,
      { start: textWidth / 2, width: textWidth / 2, baseline: flow.y + 11 },
      flow.styles.strongTotal,
      'end',
    );
    flow.y += 15;
  }
  flow.y += 12;
  const width = (textWidth - 15 * (sheet.signatures.length - 1)) / sheet.signatures.length;
  sheet.signatures.forEach((caption, index) => {
    signatureBox(flow, caption, { start: index * (width + 15), width, height: boxHeight });
  });
  flow.y += boxHeight;
}

/**
 * The dispatch note on A4 pages, laid out as the documents' printouts are (page-layout.ts) and
 * mirrored the same way for right-to-left: the heading, the fields beside the QR code, each stop
 * (a band, its address, its lines, the receiver's box), then the load's totals against capacity
 * and the driver's and warehouse's boxes.
 */
export function dispatchNotePdf(sheet: DispatchNoteSheet, direction: Direction, language: string): Buffer {
  const { fonts, styles } = documentStyles();
  const flow = new PageFlow(direction, styles);
  drawHeading(flow, sheet, styles);
  drawFieldsAndCode(flow, sheet);
  for (const stop of sheet.stops) drawStop(flow, sheet, stop);
  if (sheet.stops.length === 0) {
    flow.text(sheet.noStops, { start: 0, width: textWidth, baseline: flow.y + 10 }, flow.styles.value);
    flow.y += 24;
  }
  drawTotalsAndSignatures(flow, sheet);
  drawPageNumbers(flow, sheet);
  return writePdf(flow.pages, fonts, { title: sheet.title, language });
}
