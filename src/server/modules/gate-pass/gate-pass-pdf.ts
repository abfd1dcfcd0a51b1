import type { TFunction } from 'i18next';
import { documentPdfFileName } from '../../../shared/api/document-pdf';
import type { GatePass } from '../../../shared/api/gate-pass';
import { translatorFor } from '../../../shared/i18n/translator';
import { formatDateTime, formatNumber } from '../../../shared/locale/formatters';
import { directionOf, type Language } from '../../../shared/locale/languages';
import type { Db } from '../../db/database';
import { company } from '../../db/schema/company';
import { languageOfHeader } from '../../http/request-language';
import { drawFieldsAndCode, signatureBox } from '../../pdf/coded-sheet';
import {
  documentStyles,
  drawHeading,
  drawPageNumbers,
  drawTable,
  PageFlow,
  type PdfColumn,
  type PdfField,
  textWidth,
} from '../../pdf/page-layout';
import { writePdf } from '../../pdf/pdf-canvas';
import type { Direction } from '../../pdf/simple-bidi';

/** A gate pass as printed: its texts in the reader's language, the layout's to place. */
export interface GatePassSheet {
  title: string;
  company: { name: string; address: string };
  fields: PdfField[];
  scanCode: string;
  columns: PdfColumn[];
  rows: string[][];
  noLines: string;
  signatures: string[];
  pageLabel(page: number, count: number): string;
}

/**
 * What a pass's printout says, in the reader's language: its number, type and movement, validity,
 * gate or warehouse, carrier, plate and partner, its source document, the lines that may pass, the
 * QR code of its ScanCode (what the gate scans) and the issuer's, carrier's and guard's boxes.
 */
export function gatePassSheet(
  pass: GatePass,
  companyName: { name: string; address: string },
  t: TFunction,
  language: Language,
  /** Whether the reader's rules let them read a field of the pass: a hidden one is not printed. */
  shows: (field: string) => boolean = () => true,
): GatePassSheet {
  const moment = (iso: string) => formatDateTime(iso, language);
  const fields = (
    [
      ['PassType', t('gatePasses.pdf.fields.type'), t(`gatePasses.types.${pass.PassType}`)],
      ['Movement', t('gatePasses.pdf.fields.movement'), t(`gatePasses.movements.${pass.Movement}`)],
      [
        'ValidUntil',
        t('gatePasses.pdf.fields.validity'),
        t('gatePasses.pdf.validity', { from: moment(pass.ValidFrom), until: moment(pass.ValidUntil) }),
      ],
      [
        'GateCode',
        t('gatePasses.pdf.fields.gate'),
        pass.GateCode
          ? [pass.GateCode, pass.GateName].filter(Boolean).join(' ')
          : t('gatePasses.view.anyGate'),
      ],
      ['WhsCode', t('gatePasses.pdf.fields.warehouse'), pass.WhsCode ?? ''],
      ['CarrierName', t('gatePasses.pdf.fields.carrier'), pass.CarrierName ?? ''],
      ['PlateNum', t('gatePasses.pdf.fields.plate'), pass.PlateNum ?? ''],
      [
        'CardCode',
        t('gatePasses.pdf.fields.partner'),
        [pass.CardCode, pass.CardName].filter(Boolean).join(' '),
      ],
      ['SourceScanCode', t('gatePasses.pdf.fields.source'), pass.SourceScanCode ?? ''],
      ['Status', t('gatePasses.pdf.fields.status'), t(`gatePasses.statuses.${pass.Status}`)],
      ['ScanCode', t('gatePasses.pdf.fields.scanCode'), pass.ScanCode],
      ['Comments', t('gatePasses.pdf.fields.comments'), pass.Comments ?? ''],
    ] as const
  )
    .filter(([field, , value]) => shows(field) && value !== '')
    .map(([, label, value]): PdfField => ({ label, value }));
  return {
    title: t('gatePasses.pdf.title', { number: pass.DocNum }),
    company: companyName,
    fields,
    scanCode: pass.ScanCode,
    columns: [
      { label: t('gatePasses.pdf.columns.item'), width: 95, align: 'start' },
      { label: t('gatePasses.pdf.columns.description'), width: 265, align: 'start' },
      { label: t('gatePasses.pdf.columns.quantity'), width: 85, align: 'end' },
      { label: t('gatePasses.pdf.columns.unit'), width: 70, align: 'start' },
    ],
    rows: pass.Lines.map((line) => [
      line.ItemCode ?? '',
      line.Dscription,
      formatNumber(line.Quantity, language),
      line.UomCode ?? '',
    ]),
    noLines: t('gatePasses.pdf.noLines'),
    signatures: [
      t('gatePasses.pdf.signatures.issuer'),
      t('gatePasses.pdf.signatures.carrier'),
      t('gatePasses.pdf.signatures.guard'),
    ],
    pageLabel: (page, count) => t('gatePasses.pdf.page', { page, count }),
  };
}

/**
 * The pass on an A4 page, laid out as the dispatch note is and mirrored the same way for right to
 * left: the heading, the fields beside the QR code, the lines, and the three signature boxes.
 */
export function gatePassPdf(sheet: GatePassSheet, direction: Direction, language: string): Buffer {
  const { fonts, styles } = documentStyles();
  const flow = new PageFlow(direction, styles);
  drawHeading(flow, sheet, styles);
  drawFieldsAndCode(flow, sheet);
  if (sheet.rows.length) drawTable(flow, sheet.columns, sheet.rows, sheet.title);
  else {
    flow.text(sheet.noLines, { start: 0, width: textWidth, baseline: flow.y + 10 }, flow.styles.value);
    flow.y += 24;
  }
  const height = 56;
  if (!flow.fits(height + 20)) flow.newPage(sheet.title);
  flow.y += 16;
  const width = (textWidth - 15 * (sheet.signatures.length - 1)) / sheet.signatures.length;
  sheet.signatures.forEach((caption, index) => {
    signatureBox(flow, caption, { start: index * (width + 15), width, height });
  });
  flow.y += height;
  drawPageNumbers(flow, sheet);
  return writePdf(flow.pages, fonts, { title: sheet.title, language });
}

/** The pass as a PDF file in the asked language, else the Accept-Language header's. */
export async function exportGatePassPdf(
  db: Db,
  pass: GatePass,
  reader: { asked: Language | undefined; acceptLanguage: string | undefined; shows(field: string): boolean },
): Promise<{ fileName: string; bytes: Buffer; language: Language }> {
  const language = reader.asked ?? languageOfHeader(reader.acceptLanguage);
  const [heading = { CompnyName: '', CompnyAddr: null }] = await db
    .select({ CompnyName: company.CompnyName, CompnyAddr: company.CompnyAddr })
    .from(company)
    .limit(1);
  const sheet = gatePassSheet(
    pass,
    { name: heading.CompnyName, address: heading.CompnyAddr ?? '' },
    translatorFor(language),
    language,
    reader.shows,
  );
  const bytes = gatePassPdf(sheet, directionOf(language), language);
  return { fileName: documentPdfFileName('GatePass', pass.DocNum), bytes, language };
}
