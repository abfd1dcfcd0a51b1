import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../shared/money/decimal';
import { type LineValueInput, valueLine } from './payment-line-value';

// 118.00 EUR booked at 1.085: 128.03 in local currency.
const eurInvoice = (extra: Partial<LineValueInput>): LineValueInput => ({
  settlement: 'converted',
  SumApplied: Decimal.of('44'),
  open: Decimal.of('118'),
  book: Decimal.of('128.03'),
  DocRate: '1.085',
  rate: Decimal.of('1.1'),
  DBSumDec: 2,
  ...extra,
});

const shown = (input: LineValueInput) => {
  const value = valueLine(input);
  return value.exceeds
    ? { exceeds: value.limit.toFixed(2) }
    : {
        AppliedFC: value.AppliedFC.toFixed(2),
        AppliedSys: value.AppliedSys.toFixed(2),
        received: value.received.toFixed(2),
        closes: value.closes,
      };
};

describe('a payment line settling a document', () => {
  it('pays a local document amount for amount', () => {
    expect(
      shown(eurInvoice({ settlement: 'local', SumApplied: Decimal.of('500'), open: Decimal.of('1180') })),
    ).toEqual({ AppliedFC: '500.00', AppliedSys: '500.00', received: '500.00', closes: false });
  });

  it('values a local amount paid on a foreign invoice at the day rate, against its book value', () => {
    // 44.00 / 1.10 = 40.00 EUR, booked at 40 x 1.085 = 43.40.
    expect(shown(eurInvoice({}))).toEqual({
      AppliedFC: '40.00',
      AppliedSys: '43.40',
      received: '44.00',
      closes: false,
    });
  });

  it('closes a foreign invoice with its whole local equivalent and takes the rest of its book value', () => {
    // 118 x 1.05 = 123.90 pays it all; the book value taken is all of 128.03.
    expect(shown(eurInvoice({ SumApplied: Decimal.of('123.90'), rate: Decimal.of('1.05') }))).toEqual({
      AppliedFC: '118.00',
      AppliedSys: '128.03',
      received: '123.90',
      closes: true,
    });
    expect(shown(eurInvoice({ SumApplied: Decimal.of('123.91'), rate: Decimal.of('1.05') }))).toEqual({
      exceeds: '123.90',
    });
  });

  it('never takes more of the document than is open when a division rounds up to it', () => {
    // 0.01 of a currency worth 0.0091: 0.999... rounds to 1.00 EUR-like units of 1.00 open.
    expect(
      shown(
        eurInvoice({
          SumApplied: Decimal.of('0.01'),
          open: Decimal.of('1'),
          book: Decimal.of('0.01'),
          rate: Decimal.of('0.0091'),
        }),
      ),
    ).toEqual({ AppliedFC: '1.00', AppliedSys: '0.01', received: '0.01', closes: true });
  });

  it('receives a foreign payment of a foreign document at the payment rate', () => {
    expect(shown(eurInvoice({ settlement: 'foreign', SumApplied: Decimal.of('40') }))).toEqual({
      AppliedFC: '40.00',
      AppliedSys: '43.40',
      received: '44.00',
      closes: false,
    });
  });
});
