import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../shared/i18n/translator';
import {
  agingRows,
  journalRow,
  originChoices,
  originName,
  sourceHref,
  statementRows,
  trialBalanceTotals,
} from './finance-columns';

const t = translatorFor('en');

describe('the finance reports’ rows', () => {
  it('sums an entry’s debits for the journal’s list and keeps its header', () => {
    const row = journalRow({
      TransId: 7,
      Lines: [{ Debit: '1180.000000' }, { Debit: '0' }, { Debit: '20.5' }],
    });
    expect(row).toEqual({ TransId: 7, Debit: '1200.5' });
  });

  it('totals a trial balance whose debits equal its credits to a zero balance', () => {
    const totals = trialBalanceTotals([
      { AcctCode: '1200', AcctName: 'Receivables', Debit: '1180', Credit: '500', Balance: '680' },
      { AcctCode: '4100', AcctName: 'Revenue', Debit: '0', Credit: '1000', Balance: '-1000' },
      { AcctCode: '2200', AcctName: 'Output tax', Debit: '500', Credit: '180', Balance: '320' },
    ]);
    expect(totals).toEqual({ Debit: '1680', Credit: '1680', Balance: '0' });
  });

  it('puts the aging’s totals under its partners, named Total', () => {
    const rows = agingRows(
      [
        {
          CardCode: 'C1',
          CardName: 'One',
          Days0to30: '1',
          Days31to60: '2',
          Days61to90: '3',
          Over90: '4',
          Total: '10',
        },
      ],
      { Days0to30: '1', Days31to60: '2', Days61to90: '3', Over90: '4', Total: '10' },
      t,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ CardName: 'Total', Total: '10', total: true });
    expect(rows[1]?.CardCode).toBeUndefined();
  });

  it('frames a statement with its opening and closing balance lines', () => {
    const rows = statementRows(
      {
        OpeningBalance: '100',
        data: [
          {
            TransId: 3,
            Line_ID: 0,
            RefDate: '2026-01-02',
            TransType: '13',
            BaseRef: 5,
            DocNum: 5,
            Memo: null,
            Account: '1200',
            Debit: '118',
            Credit: '0',
            Balance: '218',
          },
        ],
        Debit: '118',
        Credit: '0',
        ClosingBalance: '218',
      },
      t,
    );
    expect(rows.map((row) => [row.Memo ?? null, row.Balance])).toEqual([
      ['Opening balance', '100'],
      [null, '218'],
      ['Closing balance', '218'],
    ]);
  });

  it('names origins and links an entry to its source document', () => {
    expect(originName('13', t)).toBe('A/R Invoice');
    expect(originName('30', t)).toBe('Journal entry');
    expect(originName('46', t)).toBe('Origin 46');
    const values = originChoices(t).map((choice) => choice.value);
    expect(values[0]).toBe('');
    expect(values).toEqual(expect.arrayContaining(['13', '14', '18', '19', '15', '20', '59', '60', '30']));
    expect(values).not.toContain('17');
    expect(sourceHref('13', 12)).toBe('/sales/doc/13/12');
    expect(sourceHref('30', 12)).toBeUndefined();
  });
});
