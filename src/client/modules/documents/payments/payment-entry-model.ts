import type { OpenItem, PaymentCreate, PaymentKind } from '../../../../shared/api/payments';
import { Decimal, sumOf } from '../../../../shared/money/decimal';
import { normaliseDecimalText, normaliseWholeText } from '../../../forms/decimal-text';

/**
 * The payment entry screen's state and arithmetic, without React (issue 22): which open items are
 * paid and by how much, the means (cash, transfer, checks, credit cards), the totals always shown
 * (to pay, means, difference or on account), and the body POST /payments/{kind} takes. Amounts
 * stay the text the user typed; they are read as exact decimals, never binary floating point.
 */

/** An open item's key in the entry: its object type and DocEntry ("13:42"). */
export const itemKeyOf = (item: Pick<OpenItem, 'ObjType' | 'DocEntry'>): string =>
  `${item.ObjType}:${item.DocEntry}`;

export interface CheckRow {
  key: number;
  CheckNumber: string;
  BankCode: string;
  DueDate: string;
  CheckSum: string;
}

export interface CardRow {
  key: number;
  CreditCard: string;
  CreditCardNumber: string;
  VoucherNum: string;
  CreditSum: string;
}

export interface PaymentEntry {
  kind: PaymentKind;
  /** Who pays (incoming) or is paid (outgoing). */
  CardCode: string;
  /** Whose documents it settles when another partner's: a third-party payment; '' for the payer's own. */
  ForCardCode: string;
  DocDate: string;
  CounterReference: string;
  Remarks: string;
  /** The open items of the partner whose documents are settled. */
  items: readonly OpenItem[];
  /** The amount typed for each item paid, by itemKeyOf; an item not here is not paid. */
  applied: Readonly<Record<string, string>>;
  CashSum: string;
  CashAccount: string;
  TransferSum: string;
  HouseBankAccount: string;
  TransferReference: string;
  TransferDate: string;
  checks: readonly CheckRow[];
  cards: readonly CardRow[];
}

export const newPaymentEntry = (kind: PaymentKind, today: string): PaymentEntry => ({
  kind,
  CardCode: '',
  ForCardCode: '',
  DocDate: today,
  CounterReference: '',
  Remarks: '',
  items: [],
  applied: {},
  CashSum: '',
  CashAccount: '',
  TransferSum: '',
  HouseBankAccount: '',
  TransferReference: '',
  TransferDate: '',
  checks: [],
  cards: [],
});

/** A decimal as typed, or zero when blank; undefined when it is not a number. */
export function amountOf(text: string): Decimal | undefined {
  if (text.trim() === '') return Decimal.zero;
  const normal = normaliseDecimalText(text);
  return normal === undefined ? undefined : Decimal.of(normal);
}

const amountOrZero = (text: string) => amountOf(text) ?? Decimal.zero;

/**
 * What the entry pays at most on an item, in the payment's (local) currency: its open amount, a
 * foreign document's at the posting date's rate (OpenAmountLC). Undefined when that date has no
 * rate of its currency: it cannot be paid from here.
 */
export const payableOf = (item: OpenItem): string | undefined => item.OpenAmountLC ?? undefined;

/** New open items (another partner chosen): nothing paid yet. */
export const withItems = (entry: PaymentEntry, items: readonly OpenItem[]): PaymentEntry => ({
  ...entry,
  items,
  applied: {},
});

/**
 * The same partner's open items read again (after a refusal for a stale amount): what was paid
 * on an item still open stays, lowered to its new open amount; items no longer open go.
 */
export function refreshItems(entry: PaymentEntry, items: readonly OpenItem[]): PaymentEntry {
  const applied: Record<string, string> = {};
  for (const item of items) {
    const key = itemKeyOf(item);
    const paid = entry.applied[key];
    if (paid === undefined) continue;
    const payable = payableOf(item);
    if (payable === undefined) continue;
    applied[key] = amountOrZero(paid).compare(payable) > 0 ? payable : paid;
  }
  return { ...entry, items, applied };
}

/** Space on an item: pays its whole open amount, or no longer pays it. */
export function toggleItem(entry: PaymentEntry, key: string): PaymentEntry {
  const { [key]: paid, ...rest } = entry.applied;
  if (paid !== undefined) return { ...entry, applied: rest };
  const item = entry.items.find((candidate) => itemKeyOf(candidate) === key);
  const payable = item && payableOf(item);
  return payable === undefined ? entry : { ...entry, applied: { ...entry.applied, [key]: payable } };
}

/** "Pay all": every open item at what it takes to settle it (those without a rate left out). */
export const payAll = (entry: PaymentEntry): PaymentEntry => ({
  ...entry,
  applied: Object.fromEntries(
    entry.items.flatMap((item) => {
      const payable = payableOf(item);
      return payable === undefined ? [] : [[itemKeyOf(item), payable]];
    }),
  ),
});

export type AmountProblem = 'notANumber' | 'notPositive' | 'exceedsOpen' | 'noRate';

/** What is wrong with an amount typed for an item, or null. */
export function appliedProblem(item: OpenItem, text: string): AmountProblem | null {
  const payable = payableOf(item);
  if (payable === undefined) return 'noRate';
  const normal = normaliseDecimalText(text);
  if (normal === undefined) return 'notANumber';
  const amount = Decimal.of(normal);
  if (!amount.isPositive()) return 'notPositive';
  return amount.compare(payable) > 0 ? 'exceedsOpen' : null;
}

/**
 * Typing an amount on an item pays that part of it; a blank or zero amount no longer pays it.
 * The problem, if any, is answered and the entry left as it was.
 */
export function setApplied(
  entry: PaymentEntry,
  key: string,
  text: string,
): { entry: PaymentEntry; problem: AmountProblem | null } {
  const item = entry.items.find((candidate) => itemKeyOf(candidate) === key);
  if (!item) return { entry, problem: null };
  const cleared = text.trim() === '' || amountOf(text)?.isZero() === true;
  if (cleared) {
    const { [key]: _, ...rest } = entry.applied;
    return { entry: { ...entry, applied: rest }, problem: null };
  }
  const problem = appliedProblem(item, text);
  if (problem) return { entry, problem };
  return {
    entry: { ...entry, applied: { ...entry.applied, [key]: normaliseDecimalText(text) ?? text } },
    problem: null,
  };
}

export interface PaymentTotals {
  /** What the documents take: invoices and down payments less credit memos. */
  toPay: Decimal;
  /** Cash, transfer, checks and credit cards together. */
  means: Decimal;
  /** Means less what the documents take: above zero a payment on account, below zero still missing. */
  difference: Decimal;
  /** The part of the means no document takes (zero when the means fall short). */
  onAccount: Decimal;
}

export function totalsOf(entry: PaymentEntry): PaymentTotals {
  const toPay = sumOf(
    entry.items.flatMap((item) => {
      const text = entry.applied[itemKeyOf(item)];
      if (text === undefined) return [];
      const amount = amountOrZero(text);
      return [item.Sign === -1 ? amount.negated() : amount];
    }),
  );
  const means = sumOf([
    amountOrZero(entry.CashSum),
    amountOrZero(entry.TransferSum),
    ...entry.checks.map((check) => amountOrZero(check.CheckSum)),
    ...entry.cards.map((card) => amountOrZero(card.CreditSum)),
  ]);
  const difference = means.minus(toPay);
  return { toPay, means, difference, onAccount: difference.isPositive() ? difference : Decimal.zero };
}

export type MeansField = 'CashSum' | 'TransferSum';

/**
 * What a means amount would take to cover what is still missing, counting the other means: the
 * amount an empty cash or transfer field offers when the user reaches it. '' when nothing is missing.
 */
export function remainderFor(entry: PaymentEntry, field: MeansField): string {
  const without = totalsOf({ ...entry, [field]: '' });
  return without.difference.isNegative() ? without.difference.negated().toString() : '';
}

/** A means row's amount filled with what is still missing, when it was blank. */
export function rowRemainder(entry: PaymentEntry, current: string): string {
  if (current.trim() !== '') return current;
  const { difference } = totalsOf(entry);
  return difference.isNegative() ? difference.negated().toString() : '';
}

let rowKeys = 0;
const nextRowKey = () => {
  rowKeys += 1;
  return rowKeys;
};

/** A new check row, due on the payment's date and filled with what is still missing. */
export const addCheck = (entry: PaymentEntry): PaymentEntry => ({
  ...entry,
  checks: [
    ...entry.checks,
    {
      key: nextRowKey(),
      CheckNumber: '',
      BankCode: '',
      DueDate: entry.DocDate,
      CheckSum: rowRemainder(entry, ''),
    },
  ],
});

export const addCard = (entry: PaymentEntry, creditCard: string): PaymentEntry => ({
  ...entry,
  cards: [
    ...entry.cards,
    {
      key: nextRowKey(),
      CreditCard: creditCard,
      CreditCardNumber: '',
      VoucherNum: '',
      CreditSum: rowRemainder(entry, ''),
    },
  ],
});

export function updateRow<Row extends { key: number }>(
  rows: readonly Row[],
  key: number,
  change: Partial<Omit<Row, 'key'>>,
): Row[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

export const removeRow = <Row extends { key: number }>(rows: readonly Row[], key: number): Row[] =>
  rows.filter((row) => row.key !== key);

/** The items paid, in the order of the open items: the order of PaymentInvoices in the body. */
export const paidItems = (entry: PaymentEntry): OpenItem[] =>
  entry.items.filter((item) => entry.applied[itemKeyOf(item)] !== undefined);

const decimalOrText = (text: string) => normaliseDecimalText(text) ?? text;
const filled = (text: string) => text.trim() !== '';

/**
 * The body of POST /payments/{kind}. Blank means are left out; what does not parse is sent as
 * typed, so the server's field error lands on its field (the contract is the server's).
 */
export function paymentBody(entry: PaymentEntry): PaymentCreate {
  const cash = amountOf(entry.CashSum);
  const transfer = amountOf(entry.TransferSum);
  const hasCash = cash === undefined || !cash.isZero();
  const hasTransfer = transfer === undefined || !transfer.isZero();
  const houseBank = normaliseWholeText(entry.HouseBankAccount);
  return {
    CardCode: entry.CardCode.trim(),
    ...(filled(entry.DocDate) ? { DocDate: entry.DocDate } : {}),
    ...(filled(entry.CounterReference) ? { CounterReference: entry.CounterReference.trim() } : {}),
    ...(filled(entry.Remarks) ? { Remarks: entry.Remarks } : {}),
    ...(hasCash
      ? {
          CashSum: decimalOrText(entry.CashSum),
          ...(filled(entry.CashAccount) ? { CashAccount: entry.CashAccount } : {}),
        }
      : {}),
    ...(hasTransfer
      ? {
          TransferSum: decimalOrText(entry.TransferSum),
          ...(houseBank ? { HouseBankAccount: Number(houseBank) } : {}),
          ...(filled(entry.TransferReference) ? { TransferReference: entry.TransferReference.trim() } : {}),
          ...(filled(entry.TransferDate) ? { TransferDate: entry.TransferDate } : {}),
        }
      : {}),
    PaymentChecks: entry.checks.map((check) => ({
      CheckNumber: Number(normaliseWholeText(check.CheckNumber) ?? Number.NaN),
      BankCode: check.BankCode.trim(),
      DueDate: check.DueDate,
      CheckSum: decimalOrText(check.CheckSum),
    })),
    PaymentCreditCards: entry.cards.map((card) => ({
      CreditCard: Number(card.CreditCard),
      CreditCardNumber: card.CreditCardNumber.trim(),
      VoucherNum: card.VoucherNum.trim(),
      CreditSum: decimalOrText(card.CreditSum),
    })),
    PaymentInvoices: paidItems(entry).map((item) => ({
      DocEntry: item.DocEntry,
      InvoiceType: item.ObjType as NonNullable<PaymentCreate['PaymentInvoices']>[number]['InvoiceType'],
      SumApplied: decimalOrText(entry.applied[itemKeyOf(item)] ?? ''),
    })),
  };
}

/**
 * The server's field errors placed on the screen's fields: `PaymentInvoices.1.SumApplied` on the
 * second paid item (by its key), `PaymentChecks.0.CheckSum` on the first check's amount (by its
 * row key), the header's and means' own names as they are.
 */
export function placeFieldErrors(
  entry: PaymentEntry,
  fields: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  const paid = paidItems(entry);
  const placed: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages.join(' ');
    const [head, index, field] = path.split('.');
    const at = Number(index);
    let name = path;
    if (head === 'PaymentInvoices') {
      const item = paid[at];
      name = item ? `item:${itemKeyOf(item)}` : 'items';
    } else if (head === 'PaymentChecks') {
      const row = entry.checks[at];
      name = row ? `check:${row.key}:${field ?? ''}` : 'checks';
    } else if (head === 'PaymentCreditCards') {
      const row = entry.cards[at];
      name = row ? `card:${row.key}:${field ?? ''}` : 'cards';
    }
    placed[name] = placed[name] ? `${placed[name]} ${message}` : message;
  }
  return placed;
}
