import { describe, expect, it } from 'vitest';
import type { OpenItem } from '../../../../shared/api/payments';
import {
  addCheck,
  itemKeyOf,
  newPaymentEntry,
  type PaymentEntry,
  payAll,
  paymentBody,
  placeFieldErrors,
  refreshItems,
  remainderFor,
  setApplied,
  toggleItem,
  totalsOf,
  updateRow,
  withItems,
} from './payment-entry-model';

const item = (DocEntry: number, OpenAmount: string, extra: Partial<OpenItem> = {}): OpenItem => ({
  ObjType: '13',
  DocEntry,
  DocNum: DocEntry + 100,
  CardCode: 'C001',
  CardName: 'Customer',
  DocDate: '2026-10-01',
  DocDueDate: '2026-10-31',
  DocCurrency: 'USD',
  DocRate: '1',
  DocTotal: OpenAmount,
  PaidToDate: '0',
  OpenAmount,
  OpenAmountSys: OpenAmount,
  Rate: '1',
  OpenAmountLC: OpenAmount,
  DaysOverdue: 0,
  Sign: 1,
  NumAtCard: null,
  ...extra,
});

const invoice = item(1, '1180.00');
const second = item(2, '250.50');
const memo = item(3, '100.00', { ObjType: '14', Sign: -1 });

const entryWith = (...items: OpenItem[]): PaymentEntry =>
  withItems({ ...newPaymentEntry('incoming', '2026-11-28'), CardCode: 'C001' }, items);

const text = (entry: PaymentEntry) => {
  const totals = totalsOf(entry);
  return {
    toPay: totals.toPay.toFixed(2),
    means: totals.means.toFixed(2),
    difference: totals.difference.toFixed(2),
    onAccount: totals.onAccount.toFixed(2),
  };
};

describe('the payment entry model', () => {
  it('pays an item whole with Space and no longer pays it with Space again', () => {
    const selected = toggleItem(entryWith(invoice, second), itemKeyOf(invoice));
    expect(selected.applied).toEqual({ '13:1': '1180.00' });
    expect(text(selected).toPay).toBe('1180.00');
    expect(toggleItem(selected, itemKeyOf(invoice)).applied).toEqual({});
  });

  it('pays part of an item when an amount is typed, in any script and with a decimal comma', () => {
    const { entry, problem } = setApplied(entryWith(invoice), '13:1', '500,25');
    expect(problem).toBeNull();
    expect(entry.applied['13:1']).toBe('500.25');
    expect(setApplied(entryWith(invoice), '13:1', '٥٠٠').entry.applied['13:1']).toBe('500');
  });

  it('refuses more than the open amount, a negative amount or text, and leaves the entry as it was', () => {
    const entry = entryWith(invoice);
    expect(setApplied(entry, '13:1', '1180.01')).toEqual({ entry, problem: 'exceedsOpen' });
    expect(setApplied(entry, '13:1', '-5').problem).toBe('notPositive');
    expect(setApplied(entry, '13:1', 'abc').problem).toBe('notANumber');
  });

  it('no longer pays an item whose amount is emptied or set to zero', () => {
    const paid = payAll(entryWith(invoice));
    expect(setApplied(paid, '13:1', '').entry.applied).toEqual({});
    expect(setApplied(paid, '13:1', '0').entry.applied).toEqual({});
  });

  it('pays every item at its open amount with pay all, taking credit memos off', () => {
    const all = payAll(entryWith(invoice, second, memo));
    expect(Object.keys(all.applied)).toHaveLength(3);
    expect(text(all).toPay).toBe('1330.50');
  });

  it('counts every means in the total and says what is missing or left on account', () => {
    const base = payAll(entryWith(invoice));
    const short = { ...base, CashSum: '500', TransferSum: '' };
    expect(text(short)).toEqual({
      toPay: '1180.00',
      means: '500.00',
      difference: '-680.00',
      onAccount: '0.00',
    });
    const withCheck = addCheck(short);
    // A new check offers what is still missing.
    expect(withCheck.checks[0]?.CheckSum).toBe('680');
    expect(text(withCheck).difference).toBe('0.00');
    const over = { ...withCheck, TransferSum: '20' };
    expect(text(over)).toMatchObject({ means: '1200.00', difference: '20.00', onAccount: '20.00' });
  });

  it('offers the rest of the amount to an empty cash or transfer field', () => {
    const entry = { ...payAll(entryWith(invoice, second)), CashSum: '430.50' };
    expect(remainderFor(entry, 'TransferSum')).toBe('1000');
    expect(remainderFor({ ...entry, CashSum: '2000' }, 'TransferSum')).toBe('');
  });

  it('builds the body the API takes: paid items in order, filled means only', () => {
    const entry: PaymentEntry = {
      ...setApplied(payAll(entryWith(invoice, second)), '13:2', '50').entry,
      TransferSum: '1230',
      HouseBankAccount: '1',
      TransferReference: ' TR-9 ',
    };
    const body = paymentBody(entry);
    expect(body).toEqual({
      CardCode: 'C001',
      DocDate: '2026-11-28',
      TransferSum: '1230',
      HouseBankAccount: 1,
      TransferReference: 'TR-9',
      PaymentChecks: [],
      PaymentCreditCards: [],
      PaymentInvoices: [
        { DocEntry: 1, InvoiceType: '13', SumApplied: '1180.00' },
        { DocEntry: 2, InvoiceType: '13', SumApplied: '50' },
      ],
    });
  });

  it("places the server's field errors on the paid item and the check row they name", () => {
    const entry = addCheck(payAll(entryWith(invoice, second)));
    const check = entry.checks[0];
    if (!check) throw new Error('a check row');
    const placed = placeFieldErrors(
      { ...entry, checks: updateRow(entry.checks, check.key, { BankCode: 'B1' }) },
      {
        'PaymentInvoices.1.SumApplied': ['exceeds the open amount 250.50'],
        'PaymentChecks.0.CheckNumber': ['is required'],
        CashAccount: ['is required with a cash sum'],
      },
    );
    expect(placed).toEqual({
      'item:13:2': 'exceeds the open amount 250.50',
      [`check:${check.key}:CheckNumber`]: 'is required',
      CashAccount: 'is required with a cash sum',
    });
  });

  it('keeps what was paid on items still open when they are read again, up to their new open amount', () => {
    const paid = payAll(entryWith(invoice, second));
    const again = refreshItems(paid, [{ ...invoice, OpenAmountLC: '680.00', OpenAmount: '680.00' }]);
    expect(again.applied).toEqual({ '13:1': '680.00' });
    expect(text(again).toPay).toBe('680.00');
  });

  it('pays a foreign invoice in local currency at the posting date rate, and not one without a rate', () => {
    // 118.00 EUR open, worth 129.80 at the day's 1.10.
    const euros = item(4, '118.00', { DocCurrency: 'EUR', Rate: '1.100000', OpenAmountLC: '129.80' });
    const unrated = item(5, '50.00', { DocCurrency: 'GBP', Rate: null, OpenAmountLC: null });
    const entry = entryWith(euros, unrated);
    expect(toggleItem(entry, itemKeyOf(euros)).applied).toEqual({ '13:4': '129.80' });
    expect(toggleItem(entry, itemKeyOf(unrated)).applied).toEqual({});
    expect(payAll(entry).applied).toEqual({ '13:4': '129.80' });
    expect(setApplied(entry, itemKeyOf(euros), '129.81').problem).toBe('exceedsOpen');
    expect(setApplied(entry, itemKeyOf(euros), '120').entry.applied).toEqual({ '13:4': '120' });
    expect(setApplied(entry, itemKeyOf(unrated), '10').problem).toBe('noRate');
  });
});
