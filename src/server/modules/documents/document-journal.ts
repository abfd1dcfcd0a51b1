import { findDocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { DeterminationAccount } from '../../../shared/resources/finance-setup';
import type { JournalEffect, JournalEntryPlan } from '../../posting/journal';

/** What a document's journal entry is made of: its partner, date and totals in local currency. */
export interface DocumentMoney {
  DocDate: string;
  CardCode: string | null;
  DocTotal: string;
  VatSum: string;
}

/**
 * Each posting type's accounts (docs/decisions.md, "Journal"): the partner's control account and
 * its sign (+1: the partner owes the company more, a debit), the net amount's account, the tax
 * account, and the account the stock value moved by the posting is set against (inventory is the
 * other side). Types not named post nothing: orders, quotations, requests, transfers.
 */
export interface JournalAccounts {
  control?: { account: DeterminationAccount; sign: 1 | -1 };
  net?: DeterminationAccount;
  tax?: DeterminationAccount;
  stockAgainst?: DeterminationAccount;
}

export const journalAccountsOf: Readonly<Record<string, JournalAccounts>> = {
  '13': {
    control: { account: 'ARCtrlAcct', sign: 1 },
    net: 'RevenuesAc',
    tax: 'VatOutAcct',
    stockAgainst: 'SaleCostAc',
  },
  '14': {
    control: { account: 'ARCtrlAcct', sign: -1 },
    net: 'RevenuesAc',
    tax: 'VatOutAcct',
    stockAgainst: 'SaleCostAc',
  },
  '15': { stockAgainst: 'SaleCostAc' },
  '16': { stockAgainst: 'SaleCostAc' },
  '60': { stockAgainst: 'SaleCostAc' },
  '59': { stockAgainst: 'ExpensesAc' },
  '310000001': { stockAgainst: 'ExpensesAc' },
  '20': { stockAgainst: 'ExpensesAc' },
  '21': { stockAgainst: 'ExpensesAc' },
  '18': {
    control: { account: 'APCtrlAcct', sign: -1 },
    net: 'ExpensesAc',
    tax: 'VatInAcct',
    stockAgainst: 'ExpensesAc',
  },
  '19': {
    control: { account: 'APCtrlAcct', sign: 1 },
    net: 'ExpensesAc',
    tax: 'VatInAcct',
    stockAgainst: 'ExpensesAc',
  },
};

const moneyOf = (money: DocumentMoney | null) => ({
  total: Decimal.of(money?.DocTotal ?? '0'),
  tax: Decimal.of(money?.VatSum ?? '0'),
});

/**
 * The journal entry of a document's posting, from what it was before (null: nothing posted yet,
 * a new or approved document) to what it is after (null: cancelled). The money lines carry the
 * difference of the totals: the partner's control line the gross, the tax account the tax, the
 * net account the rest, so that they balance by construction. The stock value is added by the
 * core once priced (journal.ts). A cancellation is therefore the reverse entry of the posting.
 */
export function documentJournal(
  key: { ObjType: string; DocEntry: number },
  before: DocumentMoney | null,
  after: DocumentMoney | null,
): JournalEntryPlan[] {
  const accounts = journalAccountsOf[key.ObjType];
  const stated = after ?? before;
  if (!accounts || !stated) return [];
  const [was, is] = [moneyOf(before), moneyOf(after)];
  const total = is.total.minus(was.total);
  const tax = is.tax.minus(was.tax);
  const lines: JournalEffect[] = [];
  const { control } = accounts;
  if (control && accounts.net && accounts.tax) {
    const sign = control.sign;
    const signed = (amount: Decimal) => (sign === 1 ? amount : amount.negated());
    lines.push(
      {
        account: control.account,
        amount: signed(total),
        ...(stated.CardCode ? { partner: stated.CardCode } : {}),
      },
      { account: accounts.tax, amount: signed(tax).negated() },
      { account: accounts.net, amount: signed(total.minus(tax)).negated() },
    );
  }
  const name = findDocumentType(key.ObjType)?.name ?? key.ObjType;
  return [
    {
      TransType: key.ObjType,
      BaseRef: key.DocEntry,
      RefDate: stated.DocDate,
      Memo: after ? `${name} ${key.DocEntry}` : `${name} ${key.DocEntry} (cancellation)`,
      lines,
      ...(accounts.stockAgainst ? { stockAgainst: accounts.stockAgainst } : {}),
    },
  ];
}
