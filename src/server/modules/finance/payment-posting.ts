import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAbility } from '../../../shared/access/app-ability';
import {
  type PaymentCreateParsed,
  type PaymentKind,
  type paymentCancelSchema,
  paymentKindOf,
} from '../../../shared/api/payments';
import { Decimal, sumOf } from '../../../shared/money/decimal';
import type { DeterminationAccount } from '../../../shared/resources/finance-setup';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import { callText } from '../../db/closing-transaction';
import type { Db, Tx } from '../../db/database';
import { sqlStateOf } from '../../db/database-errors';
import { paymentChecks, paymentCreditCards, paymentInvoices, payments } from '../../db/schema/payments';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { type LocalText, said } from '../../errors/local-text';
import type { CommittedChange } from '../../events/committed-change';
import type { JournalEffect } from '../../posting/journal';
import { paidInDocumentCurrencySql } from '../../posting/paid-in-document-currency';
import { type AfterCommit, runPosting } from '../../posting/posting-core';
import { type Settlement, valueLine } from './payment-line-value';

const today = () => new Date().toISOString().slice(0, 10);

interface Caller {
  ability: AppAbility;
  userId: number;
}

/** A settled document as the posting locked and judged it. */
type LockedDocument = {
  ObjType: string;
  DocEntry: number;
  CardCode: string;
  DocCur: string;
  DocRate: string;
  DocTotal: string;
  DocTotalFC: string;
  PaidToDate: string;
  /** What live payments and memo reconciliations took of it in its own currency (a foreign document). */
  PaidFC: string;
  DocStatus: string;
  CANCELED: string;
  Draft: string;
};

interface PartnerRow {
  CardCode: string;
  CardName: string;
  CardType: string;
  SlpCode: number | null;
}

const fieldError = (field: string, text: LocalText) => validationFailed({ [field]: [text] });

/** The open amount of a document in its own currency, and whether it is kept in the local one. */
function openOf(document: LockedDocument, mainCurrency: string) {
  const local = document.DocCur === mainCurrency;
  const open = local
    ? Decimal.of(document.DocTotal).minus(document.PaidToDate)
    : Decimal.of(document.DocTotalFC).minus(document.PaidFC);
  return { local, open };
}

/**
 * The documents a payment settles, locked in key order (the core's order: documents first), with
 * what payments already took of each in its own currency. One statement.
 */
async function lockDocuments(tx: Tx, keys: readonly { ObjType: string; DocEntry: number }[]) {
  if (keys.length === 0) return new Map<string, LockedDocument>();
  const { rows } = await tx.execute<LockedDocument>(sql`
    with locked as (
      select d.obj_type, d.doc_entry, d.card_code, d.doc_cur, d.doc_rate, d.doc_total, d.doc_total_fc,
        d.paid_to_date, d.doc_status, d.canceled, d.draft
      from documents d
      join unnest(${sql.param(keys.map((key) => key.ObjType))}::text[], ${sql.param(keys.map((key) => key.DocEntry))}::int[])
        as k(obj_type, doc_entry) on d.obj_type = k.obj_type and d.doc_entry = k.doc_entry
      order by d.obj_type, d.doc_entry
      for update of d
    )
    select l.obj_type as "ObjType", l.doc_entry as "DocEntry", l.card_code as "CardCode", l.doc_cur as "DocCur",
      l.doc_rate::text as "DocRate", l.doc_total::text as "DocTotal", l.doc_total_fc::text as "DocTotalFC",
      l.paid_to_date::text as "PaidToDate", l.doc_status as "DocStatus", l.canceled as "CANCELED", l.draft as "Draft",
      ${paidInDocumentCurrencySql('l')}::text as "PaidFC"
    from locked l`);
  return new Map(rows.map((row) => [`${row.ObjType}/${row.DocEntry}`, row]));
}

/**
 * The day's rates of the foreign currencies of documents a local-currency payment settles (one
 * statement, none when there is no such document), by currency.
 */
async function ratesOfDay(
  tx: Tx,
  documents: readonly LockedDocument[],
  mainCurrency: string,
  DocDate: string,
): Promise<Map<string, string>> {
  const currencies = [...new Set(documents.map((document) => document.DocCur))].filter(
    (currency) => currency !== mainCurrency,
  );
  if (currencies.length === 0) return new Map();
  const { rows } = await tx.execute<{ Currency: string; Rate: string }>(sql`
    select r.currency as "Currency", r.rate::text as "Rate" from exchange_rates r
    where r.rate_date = ${DocDate}::text and r.currency = any(${sql.param(currencies)}::text[])`);
  return new Map(rows.map((row) => [row.Currency, row.Rate]));
}

type Setting = {
  MainCurncy: string;
  DBSumDec: number;
  partner: PartnerRow | null;
  rate: string | null;
  series: { Series: number; Locked: string } | null;
  bank: { GLAccount: string; Currency: string | null } | null;
  checkAccount: string | null;
  cards: { CreditCard: number; CardName: string; AcctCode: string | null }[];
};

/** Everything the payment's header names, read in one statement. */
async function readSetting(
  tx: Tx,
  kind: PaymentKind,
  input: PaymentCreateParsed,
  DocDate: string,
): Promise<Setting> {
  const { ObjType } = paymentKindOf[kind];
  const cards = [...new Set(input.PaymentCreditCards.map((card) => card.CreditCard))];
  const { rows } = await tx.execute<Setting>(sql`
    select c.main_curncy as "MainCurncy", c.db_sum_dec as "DBSumDec",
      (select json_build_object('CardCode', p.card_code, 'CardName', p.card_name, 'CardType', p.card_type,
        'SlpCode', p.slp_code) from business_partners p where p.card_code = ${input.CardCode}) as partner,
      (select r.rate::text from exchange_rates r where r.currency = ${input.DocCurrency ?? null}::text
        and r.rate_date = ${DocDate}) as rate,
      (select json_build_object('Series', s.series, 'Locked', s.locked) from numbering_series s
        where s.object_code = ${ObjType}
          and ${input.Series === undefined ? sql`s.is_default = 'Y'` : sql`s.series = ${input.Series}::int`}
        order by s.series limit 1) as series,
      (select json_build_object('GLAccount', b.gl_account, 'Currency', b.currency) from house_bank_accounts b
        where b.abs_entry = ${input.HouseBankAccount ?? null}::int) as bank,
      (select g.acct_code from gl_accounts g where g.acct_group = 'Checks' and g.postable = 'Y' and g.active
        order by g.acct_code limit 1) as "checkAccount",
      coalesce((select json_agg(json_build_object('CreditCard', k.credit_card, 'CardName', k.card_name,
        'AcctCode', k.acct_code)) from credit_cards k where k.credit_card = any(${sql.param(cards)}::int[])), '[]') as cards
    from company c limit 1`);
  const [setting] = rows;
  if (!setting) throw new AppError(409, 'INVALID_STATE', said('companyNotSetUp'));
  return setting;
}

/** Which partners a kind of payment is made with: customers pay in, vendors are paid. */
const partnerTypeOf: Record<PaymentKind, string> = { incoming: 'C', outgoing: 'S' };

export interface PaymentPlanLine {
  index: number;
  ObjType: string;
  DocEntry: number;
  CardCode: string;
  SumApplied: Decimal;
  AppliedFC: Decimal;
  AppliedSys: Decimal;
  ExchDiff: Decimal;
  sign: 1 | -1;
  closes: boolean;
}

/**
 * A new payment on the posting core, in one transaction: the settled documents locked in key
 * order and judged against their open amounts (never overpaid, whatever runs beside it), the
 * payment and its lines written, each document's PaidToDate raised by what the line took (and the
 * document closed when nothing is left open), the journal entry — the means against the partners'
 * control accounts, realized exchange gains on the determination's ExchangeAc and losses on its
 * ExchLossAc — written with the partners' balances by the core, and the number taken with the
 * commit. Answers the DocEntry.
 */
export async function createPayment(
  db: Db,
  caller: Caller,
  kind: PaymentKind,
  input: PaymentCreateParsed,
  afterCommit?: AfterCommit,
): Promise<number> {
  const { ObjType, subject, settles, creditMemos } = paymentKindOf[kind];
  const direction = kind === 'incoming' ? 1 : -1;
  const control: DeterminationAccount = kind === 'incoming' ? 'ARCtrlAcct' : 'APCtrlAcct';
  let touched: CommittedChange | undefined;
  return runPosting<number>(
    db,
    async (tx) => {
      const DocDate = input.DocDate ?? today();
      const setting = await readSetting(tx, kind, input, DocDate);
      const { partner, MainCurncy, DBSumDec } = setting;
      if (!partner) throw fieldError('CardCode', said('notPartner'));
      authorizeRecord(caller.ability, 'create', subject, {
        CardCode: partner.CardCode,
        SlpCode: partner.SlpCode,
        DocStatus: 'O',
        Cancelled: 'N',
      });
      if (partner.CardType !== partnerTypeOf[kind])
        throw fieldError('CardCode', said(kind === 'incoming' ? 'notCustomer' : 'notVendor'));
      const DocCurr = input.DocCurrency ?? MainCurncy;
      const foreign = DocCurr !== MainCurncy;
      const rateText = foreign ? (input.DocRate ?? setting.rate) : '1';
      if (!rateText)
        throw fieldError('DocRate', said('noExchangeRate', { currency: DocCurr, date: DocDate }));
      if (!foreign && input.DocRate !== undefined && !Decimal.of(input.DocRate).equals('1'))
        throw fieldError('DocRate', said('rateOneInLocal'));
      const rate = Decimal.of(rateText);
      if (!setting.series)
        throw input.Series === undefined
          ? new AppError(409, 'INVALID_STATE', said('paymentsNoSeries', { type: ObjType }))
          : fieldError('Series', said('seriesNotOfPayment'));
      if (setting.series.Locked === 'Y') throw fieldError('Series', said('seriesLocked'));
      const lc = (value: Decimal) => value.times(rate).round(DBSumDec);

      // The means and the accounts they post to.
      const CashSum = Decimal.of(input.CashSum ?? '0');
      const TrsfrSum = Decimal.of(input.TransferSum ?? '0');
      if (CashSum.isPositive() && !input.CashAccount)
        throw fieldError('CashAccount', said('cashAccountRequired'));
      if (input.HouseBankAccount !== undefined && !setting.bank)
        throw fieldError('HouseBankAccount', said('notHouseBankAccount'));
      if (setting.bank?.Currency && setting.bank.Currency !== DocCurr && TrsfrSum.isPositive())
        throw fieldError(
          'HouseBankAccount',
          said('bankCurrencyDiffers', { bank: setting.bank.Currency, payment: DocCurr }),
        );
      const TrsfrAcct = setting.bank?.GLAccount ?? input.TransferAccount ?? null;
      if (TrsfrSum.isPositive() && !TrsfrAcct)
        throw fieldError('HouseBankAccount', said('transferAccountRequired'));
      const CheckSum = sumOf(input.PaymentChecks.map((check) => check.CheckSum));
      const CheckAcct = input.CheckAccount ?? setting.checkAccount;
      if (CheckSum.isPositive() && !CheckAcct) throw fieldError('CheckAccount', said('checkAccountRequired'));
      const cardAccounts = input.PaymentCreditCards.map((card, index) => {
        const known = setting.cards.find((candidate) => candidate.CreditCard === card.CreditCard);
        if (!known) throw fieldError(`PaymentCreditCards.${index}.CreditCard`, said('notCreditCard'));
        if (!known.AcctCode)
          throw fieldError(`PaymentCreditCards.${index}.CreditCard`, said('creditCardNoAccount'));
        return known.AcctCode;
      });
      const CreditSum = sumOf(input.PaymentCreditCards.map((card) => card.CreditSum));
      const DocTotal = CashSum.plus(TrsfrSum).plus(CheckSum).plus(CreditSum);

      // The settled documents, locked, judged and valued.
      const seen = new Set<string>();
      input.PaymentInvoices.forEach((line, index) => {
        const key = `${line.InvoiceType}/${line.DocEntry}`;
        if (seen.has(key)) throw fieldError(`PaymentInvoices.${index}.DocEntry`, said('documentTwice'));
        seen.add(key);
        if (!settles.includes(line.InvoiceType) && !creditMemos.includes(line.InvoiceType))
          throw fieldError(
            `PaymentInvoices.${index}.InvoiceType`,
            said(kind === 'incoming' ? 'notSettledIncoming' : 'notSettledOutgoing'),
          );
      });
      const locked = await lockDocuments(
        tx,
        input.PaymentInvoices.map((line) => ({ ObjType: line.InvoiceType, DocEntry: line.DocEntry })),
      );
      const rates = await ratesOfDay(tx, foreign ? [] : [...locked.values()], MainCurncy, DocDate);
      const lines: PaymentPlanLine[] = input.PaymentInvoices.map((line, index) => {
        const at = `PaymentInvoices.${index}`;
        const document = locked.get(`${line.InvoiceType}/${line.DocEntry}`);
        if (!document || document.Draft === 'Y')
          throw fieldError(`${at}.DocEntry`, said('notPostedDocument'));
        if (document.CANCELED !== 'N') throw fieldError(`${at}.DocEntry`, said('isCancelled'));
        if (document.DocStatus !== 'O') throw fieldError(`${at}.DocEntry`, said('isClosed'));
        const { local, open } = openOf(document, MainCurncy);
        // A payment settles documents of its own currency, and a local one foreign documents too.
        const settlement: Settlement = local ? 'local' : foreign ? 'foreign' : 'converted';
        if (document.DocCur !== DocCurr && settlement !== 'converted')
          throw fieldError(
            `${at}.DocEntry`,
            said('documentCurrencyDiffers', { document: document.DocCur, payment: DocCurr }),
          );
        const dayRate = settlement === 'converted' ? rates.get(document.DocCur) : rateText;
        if (!dayRate)
          throw fieldError(
            `${at}.DocEntry`,
            said('noExchangeRate', { currency: document.DocCur, date: DocDate }),
          );
        const SumApplied = Decimal.of(line.SumApplied);
        const value = valueLine({
          settlement,
          SumApplied,
          open,
          book: Decimal.of(document.DocTotal).minus(document.PaidToDate),
          DocRate: document.DocRate,
          rate: Decimal.of(dayRate),
          DBSumDec,
        });
        if (value.exceeds)
          throw fieldError(`${at}.SumApplied`, said('exceedsOpen', { open: value.limit.toFixed(DBSumDec) }));
        const sign: 1 | -1 = creditMemos.includes(document.ObjType) ? -1 : 1;
        return {
          index,
          ObjType: document.ObjType,
          DocEntry: document.DocEntry,
          CardCode: document.CardCode,
          SumApplied,
          AppliedFC: value.AppliedFC,
          AppliedSys: value.AppliedSys,
          ExchDiff: value.received.minus(value.AppliedSys).times(String(sign)),
          sign,
          closes: value.closes,
        };
      });
      const applied = sumOf(
        lines.map((line) => (line.sign === 1 ? line.SumApplied : line.SumApplied.negated())),
      );
      if (applied.compare(DocTotal) > 0)
        throw fieldError(
          'PaymentInvoices',
          said('appliedExceedsMeans', {
            applied: applied.toFixed(DBSumDec),
            total: DocTotal.toFixed(DBSumDec),
          }),
        );
      if (!DocTotal.isPositive()) throw fieldError('CashSum', said('paymentNoAmount'));
      const OpenBal = DocTotal.minus(applied);

      // The journal entry in local currency: incoming debits the means and credits the control
      // accounts; outgoing the reverse (direction). The exchange line balances what the documents'
      // book values and the payment's rate make different.
      const means: JournalEffect[] = [
        ...(CashSum.isPositive() && input.CashAccount
          ? [{ account: { AcctCode: input.CashAccount }, amount: lc(CashSum) }]
          : []),
        ...(TrsfrSum.isPositive() && TrsfrAcct
          ? [{ account: { AcctCode: TrsfrAcct }, amount: lc(TrsfrSum) }]
          : []),
        ...(CheckSum.isPositive() && CheckAcct
          ? [{ account: { AcctCode: CheckAcct }, amount: lc(CheckSum) }]
          : []),
        ...input.PaymentCreditCards.map((card, index) => ({
          account: { AcctCode: cardAccounts[index] ?? '' },
          amount: lc(Decimal.of(card.CreditSum)),
        })),
      ];
      const DocTotalSys = sumOf(means.map((line) => line.amount));
      const receivedApplied = sumOf(
        lines.map((line) => line.AppliedSys.times(String(line.sign)).plus(line.ExchDiff)),
      );
      const onAccountSys = DocTotalSys.minus(receivedApplied);
      // Realized gains and losses post apart (SAP's determination has an account for each), each
      // line's by its own sign: a gain is credited (received more than the book value when money
      // comes in, paid less when it goes out), a loss debited.
      const exchangeOf = (gains: boolean) =>
        sumOf(
          lines
            .filter((line) => line.ExchDiff.times(String(direction)).isPositive() === gains)
            .map((line) => line.ExchDiff),
        );
      const gain = exchangeOf(true);
      const loss = exchangeOf(false);
      const effects = [
        ...means,
        ...lines.map((line) => ({
          account: control,
          amount: line.AppliedSys.times(String(line.sign)).negated(),
          partner: line.CardCode,
        })),
        ...(onAccountSys.isZero()
          ? []
          : [{ account: control, amount: onAccountSys.negated(), partner: partner.CardCode }]),
        ...(gain.isZero() ? [] : [{ account: 'ExchangeAc' as const, amount: gain.negated() }]),
        ...(loss.isZero() ? [] : [{ account: 'ExchLossAc' as const, amount: loss.negated() }]),
      ].map((line): JournalEffect => ({ ...line, amount: line.amount.times(String(direction)) }));

      const ThirdParty = lines.some((line) => line.CardCode !== partner.CardCode) ? 'Y' : 'N';
      const [written] = await tx
        .insert(payments)
        .values({
          ObjType,
          DocNum: 0,
          Series: setting.series.Series,
          DocDate,
          DocDueDate: input.DueDate ?? DocDate,
          TaxDate: input.TaxDate ?? DocDate,
          CardCode: partner.CardCode,
          CardName: partner.CardName,
          ThirdParty,
          DocCurr,
          DocRate: rate.toString(),
          DocTotal: DocTotal.toString(),
          DocTotalSys: DocTotalSys.toString(),
          OpenBal: OpenBal.toString(),
          CashSum: CashSum.toString(),
          CashAcct: CashSum.isPositive() ? (input.CashAccount ?? null) : null,
          TrsfrSum: TrsfrSum.toString(),
          TrsfrAcct: TrsfrSum.isPositive() ? TrsfrAcct : null,
          HouseBankAcct: TrsfrSum.isPositive() ? (input.HouseBankAccount ?? null) : null,
          TrsfrRef: input.TransferReference ?? null,
          TrsfrDate: TrsfrSum.isPositive() ? (input.TransferDate ?? DocDate) : null,
          CheckAcct: CheckSum.isPositive() ? CheckAcct : null,
          CheckSum: CheckSum.toString(),
          CreditSum: CreditSum.toString(),
          CounterRef: input.CounterReference ?? null,
          Comments: input.Remarks ?? null,
          JrnlMemo: input.JournalRemarks ?? null,
          UserSign: caller.userId,
        })
        .returning({ DocEntry: payments.DocEntry });
      if (!written) throw new Error('the payment was not written');
      const { DocEntry } = written;
      await refuseUnknownAccounts(tx, [input.CashAccount, TrsfrAcct, CheckAcct], {
        CashAccount: input.CashAccount,
        TransferAccount: input.HouseBankAccount === undefined ? TrsfrAcct : undefined,
        CheckAccount: CheckAcct,
      });
      if (lines.length)
        await tx.insert(paymentInvoices).values(
          lines.map((line) => ({
            DocEntry,
            LineNum: line.index,
            InvType: line.ObjType,
            InvEntry: line.DocEntry,
            CardCode: line.CardCode,
            SumApplied: line.SumApplied.toString(),
            AppliedFC: line.AppliedFC.toString(),
            AppliedSys: line.AppliedSys.toString(),
            ExchDiff: line.ExchDiff.toString(),
          })),
        );
      if (input.PaymentChecks.length)
        await tx.insert(paymentChecks).values(
          input.PaymentChecks.map((check, LineNum) => ({
            DocEntry,
            LineNum,
            CheckNum: check.CheckNumber,
            BankCode: check.BankCode,
            DueDate: check.DueDate,
            CheckSum: check.CheckSum,
            CountryCod: check.CountryCode ?? null,
            Branch: check.Branch ?? null,
            AcctNum: check.AccounttNum ?? null,
          })),
        );
      if (input.PaymentCreditCards.length)
        await tx.insert(paymentCreditCards).values(
          input.PaymentCreditCards.map((card, LineNum) => ({
            DocEntry,
            LineNum,
            CreditCard: card.CreditCard,
            CrCardNum: card.CreditCardNumber,
            CardValid: card.CardValidUntil ?? null,
            VoucherNum: card.VoucherNum,
            CreditSum: card.CreditSum,
            NumOfPmnts: card.NumOfPayments ?? 1,
            CreditAcct: cardAccounts[LineNum] ?? '',
          })),
        );
      await settleDocuments(
        tx,
        lines.map((line) => ({
          ObjType: line.ObjType,
          DocEntry: line.DocEntry,
          amount: line.AppliedSys,
          closes: line.closes,
        })),
      );
      touched = {
        itemCodes: [],
        documents: lines.map((line) => ({ ObjType: line.ObjType, DocEntry: line.DocEntry })),
        cardCodes: [...new Set([partner.CardCode, ...lines.map((line) => line.CardCode)])],
      };
      const audit = {
        ObjType,
        DocEntry,
        CardCode: partner.CardCode,
        DocDate,
        DocCurr,
        DocTotal: DocTotal.toString(),
        OpenBal: OpenBal.toString(),
        PaymentInvoices: lines.map((line) => ({
          InvoiceType: line.ObjType,
          DocEntry: line.DocEntry,
          SumApplied: line.SumApplied.toString(),
        })),
      };
      const Series = setting.series.Series;
      return {
        userId: caller.userId,
        stock: [],
        journal: [
          {
            TransType: ObjType,
            BaseRef: DocEntry,
            RefDate: DocDate,
            Memo:
              input.JournalRemarks ??
              `${kind === 'incoming' ? 'Incoming' : 'Outgoing'} payment - ${partner.CardCode}`,
            lines: effects,
          },
        ],
        async finish() {
          return {
            closing: {
              text: callText('number_payment', [
                [Series, 'int'],
                [DocEntry, 'int'],
                [caller.userId, 'int'],
                [subject, 'text'],
                ['create', 'text'],
                [JSON.stringify(audit), 'jsonb'],
              ]),
              read: () => DocEntry,
              async failed(error) {
                if (sqlStateOf(error) === 'EN001')
                  throw new AppError(409, 'INVALID_STATE', said('seriesGivesNoNumber', { series: Series }));
              },
            },
          };
        },
        committed: () => touched,
      };
    },
    afterCommit,
  );
}

/** A named account that is not in the chart answers as the field that named it, not as a 500. */
async function refuseUnknownAccounts(
  tx: Tx,
  codes: readonly (string | null | undefined)[],
  fields: Record<string, string | null | undefined>,
) {
  const named = [...new Set(codes.filter((code): code is string => Boolean(code)))];
  if (named.length === 0) return;
  const { rows } = await tx.execute<{ code: string }>(sql`
    select code from unnest(${sql.param(named)}::text[]) as n(code)
    where not exists (select 1 from gl_accounts g where g.acct_code = n.code and g.postable = 'Y' and g.active)`);
  const bad = new Set(rows.map((row) => row.code));
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, code]) => code && bad.has(code))
      .map(([field]) => [field, [said('notPostableAccount')]]),
  );
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * Raises (or, cancelling, lowers) each document's PaidToDate by what a payment took of it, and
 * closes a document nothing is left open of (opens one a cancellation leaves something open of),
 * in one statement; the rows are already locked.
 */
async function settleDocuments(
  tx: Tx,
  changes: readonly { ObjType: string; DocEntry: number; amount: Decimal; closes: boolean }[],
) {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update documents d set paid_to_date = d.paid_to_date + c.amount,
      doc_status = case when c.closes then 'C'
        when c.amount < 0 and d.doc_status = 'C' and d.paid_to_date >= d.doc_total
          and d.paid_to_date + c.amount < d.doc_total then 'O'
        else d.doc_status end,
      version = d.version + 1, update_date = now()
    from unnest(${sql.param(changes.map((change) => change.ObjType))}::text[],
      ${sql.param(changes.map((change) => change.DocEntry))}::int[],
      ${sql.param(changes.map((change) => change.amount.toString()))}::numeric[],
      ${sql.param(changes.map((change) => change.closes))}::boolean[]) as c(obj_type, doc_entry, amount, closes)
    where d.obj_type = c.obj_type and d.doc_entry = c.doc_entry`);
}

type LockedPayment = {
  DocEntry: number;
  ObjType: string;
  CardCode: string;
  SlpCode: number | null;
  DocDate: string;
  Canceled: string;
  DocNum: number;
};

/**
 * Cancels a payment on the posting core: the payment row locked first (two cancels of one payment
 * queue there and the second is refused), then its documents in key order; each document's
 * PaidToDate lowered by what the payment took and reopened when it closed it; the journal entry
 * is the exact reverse of the payment's own (its lines read back), with the partners' balances.
 */
export async function cancelPayment(
  db: Db,
  caller: Caller,
  kind: PaymentKind,
  DocEntry: number,
  input: z.output<typeof paymentCancelSchema>,
  afterCommit?: AfterCommit,
): Promise<void> {
  const { ObjType, subject } = paymentKindOf[kind];
  let touched: CommittedChange | undefined;
  await runPosting<void>(
    db,
    async (tx) => {
      const { rows } = await tx.execute<LockedPayment>(sql`
        select p.doc_entry as "DocEntry", p.obj_type as "ObjType", p.card_code as "CardCode", b.slp_code as "SlpCode",
          to_char(p.doc_date, 'YYYY-MM-DD') as "DocDate", p.canceled as "Canceled", p.doc_num as "DocNum"
        from payments p join business_partners b on b.card_code = p.card_code
        where p.doc_entry = ${DocEntry} and p.obj_type = ${ObjType}
        for update of p`);
      const [payment] = rows;
      if (!payment) throw notFound(said('paymentNotFound', { entry: DocEntry }));
      const record = {
        CardCode: payment.CardCode,
        SlpCode: payment.SlpCode,
        DocStatus: payment.Canceled === 'Y' ? 'C' : 'O',
        Cancelled: payment.Canceled,
      };
      // One the caller may not read is answered as one that is not there.
      if (!mayRead(caller.ability, subject, record))
        throw notFound(said('paymentNotFound', { entry: DocEntry }));
      authorizeRecord(caller.ability, 'cancel', subject, record);
      if (payment.Canceled === 'Y')
        throw new AppError(409, 'INVALID_STATE', said('paymentCancelled', { number: payment.DocNum }));
      const CancelDate = input.CancelDate ?? payment.DocDate;
      if (CancelDate < payment.DocDate) throw fieldError('CancelDate', said('cancelBeforePosting'));
      const applied = await tx.execute<{ ObjType: string; DocEntry: number; AppliedSys: string }>(sql`
        select i.inv_type as "ObjType", i.inv_entry as "DocEntry", i.applied_sys::text as "AppliedSys"
        from payment_invoices i where i.doc_entry = ${DocEntry}`);
      await lockDocuments(tx, applied.rows);
      await settleDocuments(
        tx,
        applied.rows.map((row) => ({
          ObjType: row.ObjType,
          DocEntry: row.DocEntry,
          amount: Decimal.of(row.AppliedSys).negated(),
          closes: false,
        })),
      );
      const entry = await tx.execute<{ Account: string; ShortName: string; Amount: string }>(sql`
        select l.account as "Account", l.short_name as "ShortName", (l.debit - l.credit)::text as "Amount"
        from journal_lines l
        where l.trans_id = (select min(e.trans_id) from journal_entries e
          where e.trans_type = ${ObjType} and e.base_ref = ${DocEntry})
        order by l.line_id`);
      await tx.execute(sql`
        update payments set canceled = 'Y', doc_status = 'C', cancel_date = ${CancelDate}::date
        where doc_entry = ${DocEntry}`);
      touched = {
        itemCodes: [],
        documents: applied.rows.map((row) => ({ ObjType: row.ObjType, DocEntry: row.DocEntry })),
        cardCodes: [
          ...new Set([
            payment.CardCode,
            ...entry.rows.filter((l) => l.ShortName !== l.Account).map((l) => l.ShortName),
          ]),
        ],
      };
      return {
        userId: caller.userId,
        stock: [],
        journal: [
          {
            TransType: ObjType,
            BaseRef: DocEntry,
            RefDate: CancelDate,
            Memo: `Cancellation of payment ${payment.DocNum}`,
            lines: entry.rows.map((line) => ({
              account: { AcctCode: line.Account },
              amount: Decimal.of(line.Amount).negated(),
              ...(line.ShortName === line.Account ? {} : { partner: line.ShortName }),
            })),
          },
        ],
        async finish(finishTx) {
          await finishTx.execute(sql`
            insert into audit_log (user_id, resource, record_key, action, before, after)
            values (${caller.userId}, ${subject}, ${`${ObjType}/${DocEntry}`}, 'cancel',
              ${JSON.stringify({ Cancelled: 'N' })}::jsonb, ${JSON.stringify({ Cancelled: 'Y', CancelDate })}::jsonb)`);
          return { value: undefined };
        },
        committed: () => touched,
      };
    },
    afterCommit,
  );
}
