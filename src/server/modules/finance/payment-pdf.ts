import type { TFunction } from 'i18next';
import { documentPdfFileName } from '../../../shared/api/document-pdf';
import { type Payment, type PaymentKind, paymentKindOf } from '../../../shared/api/payments';
import { translatorFor } from '../../../shared/i18n/translator';
import { formatDate, formatMoney } from '../../../shared/locale/formatters';
import { directionOf, type Language } from '../../../shared/locale/languages';
import { Decimal } from '../../../shared/money/decimal';
import type { Db } from '../../db/database';
import { company } from '../../db/schema/company';
import { languageOfHeader } from '../../http/accept-language';
import { type DocumentPdfContent, documentPdf, type PdfTotal } from '../../pdf/page-layout';

interface Heading {
  CompnyName: string;
  CompnyAddr: string | null;
  SumDec: number;
}

/**
 * What a payment's receipt (incoming) or remittance advice (outgoing) says, in the reader's
 * language: the partner, date, currency and references; the documents it settled with the amount
 * applied to each; and the means (cash, transfer, each check and card voucher), what stayed on
 * account and the total. Laid out as a document's PDF is (page-layout.ts), mirrored in Arabic.
 */
export function paymentPdfContent(
  kind: PaymentKind,
  payment: Payment,
  heading: Heading,
  t: TFunction,
  language: Language,
): DocumentPdfContent {
  const money = (amount: string) =>
    formatMoney(amount, { decimals: heading.SumDec, currency: payment.DocCurrency, language });
  const date = (iso: string | null) => (iso ? formatDate(iso, 'short', language) : '');
  const title = t(kind === 'incoming' ? 'paymentPdf.receipt' : 'paymentPdf.remittance', {
    number: payment.DocNum,
  });
  const fields = [
    { label: t('paymentPdf.fields.date'), value: date(payment.DocDate) },
    {
      label: t(kind === 'incoming' ? 'paymentPdf.fields.receivedFrom' : 'paymentPdf.fields.paidTo'),
      value: `${payment.CardCode} ${payment.CardName}`,
    },
    { label: t('paymentPdf.fields.currency'), value: payment.DocCurrency },
    { label: t('paymentPdf.fields.reference'), value: payment.CounterReference ?? '' },
    { label: t('paymentPdf.fields.transferReference'), value: payment.TransferReference ?? '' },
    { label: t('paymentPdf.fields.remarks'), value: payment.Remarks ?? '' },
    ...(payment.Cancelled === 'Y'
      ? [{ label: t('paymentPdf.cancelled'), value: date(payment.CancelDate) }]
      : []),
  ].filter((field) => field.value !== '');
  const means: PdfTotal[] = [
    { label: t('paymentPdf.means.cash'), value: payment.CashSum },
    { label: t('paymentPdf.means.transfer'), value: payment.TransferSum },
    ...payment.PaymentChecks.map((check) => ({
      label: t('paymentPdf.check', {
        number: check.CheckNumber,
        bank: check.BankCode,
        date: date(check.DueDate),
      }),
      value: check.CheckSum,
    })),
    ...payment.PaymentCreditCards.map((card) => ({
      label: t('paymentPdf.card', {
        card: card.CardName,
        digits: card.CreditCardNumber,
        voucher: card.VoucherNum,
      }),
      value: card.CreditSum,
    })),
    { label: t('paymentPdf.means.onAccount'), value: payment.OpenBal },
  ]
    .filter((row) => !Decimal.of(row.value).isZero())
    .map((row) => ({ ...row, value: money(row.value), strong: false }));
  const settled = new Set<string>([...paymentKindOf[kind].settles, ...paymentKindOf[kind].creditMemos]);
  return {
    title,
    company: { name: heading.CompnyName, address: heading.CompnyAddr ?? '' },
    fields,
    columns: [
      { label: t('paymentPdf.columns.document'), width: 120, align: 'start' },
      { label: t('paymentPdf.columns.number'), width: 60, align: 'end' },
      { label: t('paymentPdf.columns.partner'), width: 215, align: 'start' },
      { label: t('paymentPdf.columns.applied'), width: 120, align: 'end' },
    ],
    rows: payment.PaymentInvoices.map((line) => [
      settled.has(line.InvoiceType) ? t(`paymentPdf.documents.${line.InvoiceType}`) : line.InvoiceType,
      String(line.DocNum),
      `${line.CardCode} ${line.CardName}`,
      money(line.SumApplied),
    ]),
    totals: [...means, { label: t('paymentPdf.means.total'), value: money(payment.DocTotal), strong: true }],
    pageLabel: (page, count) => t('paymentPdf.page', { page, count }),
  };
}

/** The receipt as a PDF file in the asked language, else the Accept-Language header's. */
export async function exportPaymentPdf(
  db: Db,
  kind: PaymentKind,
  payment: Payment,
  asked: Language | undefined,
  acceptLanguage: string | undefined,
): Promise<{ fileName: string; bytes: Buffer; language: Language }> {
  const language = asked ?? languageOfHeader(acceptLanguage);
  const [heading = { CompnyName: '', CompnyAddr: null, SumDec: 2 }] = await db
    .select({ CompnyName: company.CompnyName, CompnyAddr: company.CompnyAddr, SumDec: company.SumDec })
    .from(company)
    .limit(1);
  const content = paymentPdfContent(kind, payment, heading, translatorFor(language), language);
  const bytes = documentPdf({ content, direction: directionOf(language), language });
  return { fileName: documentPdfFileName(paymentKindOf[kind].subject, payment.DocNum), bytes, language };
}
