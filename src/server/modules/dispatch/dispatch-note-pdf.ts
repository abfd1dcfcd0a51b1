import type { TFunction } from 'i18next';
import type { DispatchNote } from '../../../shared/api/dispatch';
import { documentPdfFileName } from '../../../shared/api/document-pdf';
import { translatorFor } from '../../../shared/i18n/translator';
import { formatDate, formatNumber } from '../../../shared/locale/formatters';
import { directionOf, type Language } from '../../../shared/locale/languages';
import { Decimal } from '../../../shared/money/decimal';
import type { Db } from '../../db/database';
import { company } from '../../db/schema/company';
import { languageOfHeader } from '../../http/request-language';
import type { PdfColumn, PdfField } from '../../pdf/page-layout';
import { type DispatchNoteSheet, dispatchNotePdf } from './dispatch-note-layout';

/**
 * What a dispatch note's printout says, in the reader's language: the load (number, date,
 * vehicle, plate, driver, status), each stop in order with its partner, ship-to address and lines
 * (item, quantity, unit, warehouse, and what was handed over once recorded), the load's weight
 * and volume against the vehicle's capacity, and the signature boxes. The QR code carries the
 * note's ScanCode, which the gate scans (issue 24).
 */
export function dispatchNoteSheet(
  note: DispatchNote,
  companyName: { name: string; address: string },
  t: TFunction,
  language: Language,
  /** Whether the reader's rules let them read a field of the note: a hidden one is not printed. */
  shows: (field: keyof DispatchNote) => boolean = () => true,
): DispatchNoteSheet {
  const quantity = (value: string) => formatNumber(value, language);
  const measure = (value: string) => formatNumber(value, language, 2);
  const fields = (
    [
      ['DocDate', t('dispatchNotePdf.fields.date'), formatDate(note.DocDate, 'short', language)],
      ['VehicleName', t('dispatchNotePdf.fields.vehicle'), `${note.VehicleCode} ${note.VehicleName}`],
      ['PlateNum', t('dispatchNotePdf.fields.plate'), note.PlateNum],
      ['DriverName', t('dispatchNotePdf.fields.driver'), note.DriverName],
      ['Status', t('dispatchNotePdf.fields.status'), t(`dispatchNotePdf.statuses.${note.Status}`)],
      ['ScanCode', t('dispatchNotePdf.fields.scanCode'), note.ScanCode],
      ['Comments', t('dispatchNotePdf.fields.comments'), note.Comments ?? ''],
    ] as const
  )
    .filter(([field, , value]) => shows(field) && value !== '')
    .map(([, label, value]): PdfField => ({ label, value }));
  const columns: PdfColumn[] = [
    { label: t('dispatchNotePdf.columns.item'), width: 85, align: 'start' },
    { label: t('dispatchNotePdf.columns.description'), width: 180, align: 'start' },
    { label: t('dispatchNotePdf.columns.quantity'), width: 65, align: 'end' },
    { label: t('dispatchNotePdf.columns.unit'), width: 50, align: 'start' },
    { label: t('dispatchNotePdf.columns.warehouse'), width: 60, align: 'start' },
    { label: t('dispatchNotePdf.columns.delivered'), width: 75, align: 'end' },
  ];
  const capacity = (load: string, limit: string) =>
    Decimal.of(limit).isZero()
      ? t('dispatchNotePdf.totals.unlimited', { load: measure(load) })
      : t('dispatchNotePdf.totals.ofCapacity', { load: measure(load), capacity: measure(limit) });
  return {
    title: t('dispatchNotePdf.title', { number: note.DocNum }),
    company: companyName,
    fields,
    scanCode: note.ScanCode,
    columns,
    stops: note.Stops.map((stop) => ({
      heading: t('dispatchNotePdf.stop', {
        stop: stop.StopNum,
        partner: `${stop.CardCode} ${stop.CardName}`,
      }),
      delivery: t('dispatchNotePdf.delivery', {
        number: stop.DeliveryNum,
        date: formatDate(stop.DeliveryDueDate, 'short', language),
      }),
      address: [t('dispatchNotePdf.shipTo'), stop.Address2 ?? stop.ShipToCode ?? ''].join(': '),
      measures: t('dispatchNotePdf.stopMeasures', {
        weight: measure(stop.Weight),
        volume: measure(stop.Volume),
      }),
      rows: stop.Lines.map((line) => [
        line.ItemCode,
        line.ItemName,
        quantity(line.Quantity),
        line.unitMsr ?? '',
        line.WhsCode,
        line.DeliveredQty === null ? '' : quantity(line.DeliveredQty),
      ]),
      signature: t('dispatchNotePdf.signatures.receiver'),
    })),
    noStops: t('dispatchNotePdf.noStops'),
    totals: [
      ...(shows('Weight') && shows('CapacityKg')
        ? [{ label: t('dispatchNotePdf.totals.weight'), value: capacity(note.Weight, note.CapacityKg) }]
        : []),
      ...(shows('Volume') && shows('CapacityM3')
        ? [{ label: t('dispatchNotePdf.totals.volume'), value: capacity(note.Volume, note.CapacityM3) }]
        : []),
      ...(note.OverrideReason && shows('OverrideReason')
        ? [{ label: t('dispatchNotePdf.override', { reason: note.OverrideReason }), value: '' }]
        : []),
    ],
    signatures: [t('dispatchNotePdf.signatures.driver'), t('dispatchNotePdf.signatures.warehouse')],
    pageLabel: (page, count) => t('dispatchNotePdf.page', { page, count }),
  };
}

/** The note as a PDF file in the asked language, else the Accept-Language header's. */
export async function exportDispatchNotePdf(
  db: Db,
  note: DispatchNote,
  reader: { asked: Language | undefined; acceptLanguage: string | undefined; shows(field: string): boolean },
): Promise<{ fileName: string; bytes: Buffer; language: Language }> {
  const { asked, acceptLanguage } = reader;
  const language = asked ?? languageOfHeader(acceptLanguage);
  const [heading = { CompnyName: '', CompnyAddr: null }] = await db
    .select({ CompnyName: company.CompnyName, CompnyAddr: company.CompnyAddr })
    .from(company)
    .limit(1);
  const sheet = dispatchNoteSheet(
    note,
    { name: heading.CompnyName, address: heading.CompnyAddr ?? '' },
    translatorFor(language),
    language,
    reader.shows,
  );
  const bytes = dispatchNotePdf(sheet, directionOf(language), language);
  return { fileName: documentPdfFileName('DispatchNote', note.DocNum), bytes, language };
}
