import { describe, expect, it } from 'vitest';
import { codeList } from '../../../shared/alerts/alert-kinds';
import { wordedFields } from '../../errors/app-error';
import { type AlertCandidate, checkAlert, type KnownCodes } from './alert-rules';

const known: KnownCodes = {
  users: new Map([
    ['admin', 'admin'],
    ['sales', 'Sales'],
  ]),
  groups: new Map([['warehouse', 'warehouse']]),
};

const stockAlert: AlertCandidate = {
  AlertKind: 'stock-below-minimum',
  WhsCode: null,
  ObjTypes: null,
  FrqncyType: 'E',
  FrqncyIntr: null,
  UserCodes: 'admin',
  GroupCodes: null,
};

describe('codeList', () => {
  it('splits on commas, semicolons and spaces, without empties or repeats', () => {
    expect(codeList(' admin,, sales;admin  clerk ')).toEqual(['admin', 'sales', 'clerk']);
    expect(codeList(null)).toEqual([]);
  });
});

describe('checkAlert', () => {
  it('stores the recipients as the codes are spelt, comma-separated', () => {
    expect(checkAlert({ ...stockAlert, UserCodes: 'ADMIN  sales', GroupCodes: 'Warehouse' }, known)).toEqual({
      ok: true,
      values: { UserCodes: 'admin, Sales', GroupCodes: 'warehouse', ObjTypes: null },
    });
  });

  it('wants at least one recipient, and only known ones', () => {
    const none = checkAlert({ ...stockAlert, UserCodes: ' , ' }, known);
    expect(none.ok ? [] : Object.keys(none.problems)).toEqual(['UserCodes']);
    const unknown = checkAlert({ ...stockAlert, UserCodes: 'admin ghost', GroupCodes: 'nobody' }, known);
    expect(unknown.ok ? {} : wordedFields(unknown.problems)).toEqual({
      UserCodes: ['unknown: ghost'],
      GroupCodes: ['unknown: nobody'],
    });
  });

  it('takes object types on approval alerts only, and only document types', () => {
    const approval = { ...stockAlert, AlertKind: 'document-pending-approval' };
    expect(checkAlert({ ...approval, ObjTypes: '17,13' }, known)).toMatchObject({
      ok: true,
      values: { ObjTypes: '17, 13' },
    });
    const strange = checkAlert({ ...approval, ObjTypes: '17 999' }, known);
    expect(strange.ok ? {} : wordedFields(strange.problems)).toEqual({
      ObjTypes: ['999: not a document type'],
    });
    expect(checkAlert({ ...stockAlert, ObjTypes: '17' }, known)).toMatchObject({ ok: false });
  });

  it('takes a warehouse on stock alerts only', () => {
    expect(checkAlert({ ...stockAlert, WhsCode: 'WH01' }, known).ok).toBe(true);
    const credit = { ...stockAlert, AlertKind: 'credit-line-exceeded', WhsCode: 'WH01' };
    expect(checkAlert(credit, known)).toMatchObject({ ok: false, problems: { WhsCode: expect.any(Array) } });
  });

  it('wants the interval of a periodic alert', () => {
    expect(checkAlert({ ...stockAlert, FrqncyType: 'M' }, known).ok).toBe(false);
    expect(checkAlert({ ...stockAlert, FrqncyType: 'M', FrqncyIntr: 15 }, known).ok).toBe(true);
  });
});
