import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../shared/access/app-ability';
import { AppError } from '../errors/app-error';
import { authorizeRecord, refuseForbiddenFields } from './record-checks';

const sales = buildAbility([
  { action: ['read', 'update'], subject: 'SalesOrder', conditions: { SlpCode: 3 } },
  {
    action: 'update',
    subject: 'SalesOrder',
    conditions: { DocStatus: { $ne: 'O' } },
    inverted: true,
    reason: 'A closed or cancelled document is read-only.',
  },
  { action: 'update', subject: 'BusinessPartner', fields: ['Phone1', 'E_Mail'] },
]);

function refusal(check: () => void): AppError {
  try {
    check();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('authorizeRecord', () => {
  it('allows the user their own open order and refuses another employee’s', () => {
    expect(() =>
      authorizeRecord(sales, 'update', 'SalesOrder', { SlpCode: 3, DocStatus: 'O' }),
    ).not.toThrow();
    expect(
      refusal(() => authorizeRecord(sales, 'update', 'SalesOrder', { SlpCode: 4, DocStatus: 'O' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses with the reason of the inverted rule that decided', () => {
    const error = refusal(() =>
      authorizeRecord(sales, 'update', 'SalesOrder', { SlpCode: 3, DocStatus: 'C' }),
    );
    expect(error.message).toBe('A closed or cancelled document is read-only.');
  });
});

describe('refuseForbiddenFields', () => {
  it('accepts a write of permitted fields and names each forbidden one', () => {
    expect(() =>
      refuseForbiddenFields(sales, 'update', 'BusinessPartner', { Phone1: '+44 1', E_Mail: 'a@b.c' }),
    ).not.toThrow();
    const error = refusal(() =>
      refuseForbiddenFields(sales, 'update', 'BusinessPartner', { Phone1: '+44 1', CreditLine: '99999' }),
    );
    expect(error.statusCode).toBe(403);
    expect(error.toBody().fields).toEqual({ CreditLine: ['may not be written by you'] });
  });
});
