import { describe, expect, it } from 'vitest';
import type { FieldModel } from '../../shared/api/resources';
import type { FieldRule } from './field-rules';
import {
  firstFieldWith,
  formErrors,
  formPayload,
  initialTexts,
  isFieldWritable,
  isFormDirty,
  labelKeyOf,
} from './record-form-model';

const field = (name: string, extra: Partial<FieldModel> = {}): FieldModel => ({
  name,
  kind: 'text',
  maxLength: 50,
  readable: true,
  writable: true,
  ...extra,
});

const code = field('CardCode', { editable: 'create', required: true });
const name = field('CardName');
const balance = field('Balance', { kind: 'money', editable: 'never', writable: false });
const hidden = field('Secret', { readable: false });
const locked = field('Notes', { writable: false });
const fields = [code, name, balance, hidden, locked];

describe('isFieldWritable', () => {
  it('lets a code be written when the record is created only', () => {
    expect(isFieldWritable(code, 'create')).toBe(true);
    expect(isFieldWritable(code, 'edit')).toBe(false);
  });

  it('writes an always-editable field in create and edit, never in view', () => {
    expect(isFieldWritable(name, 'create')).toBe(true);
    expect(isFieldWritable(name, 'edit')).toBe(true);
    expect(isFieldWritable(name, 'view')).toBe(false);
  });

  it('never writes a computed field or one the user may not write', () => {
    expect(isFieldWritable(field('X', { editable: 'never' }), 'create')).toBe(false);
    expect(isFieldWritable(locked, 'create')).toBe(false);
  });
});

describe('initialTexts', () => {
  it('starts a new record from the defaults, and an existing one from its values only', () => {
    const withDefault = field('Currency', { default: 'USD' });
    expect(initialTexts([withDefault, name], {}, 'create')).toEqual({ Currency: 'USD', CardName: '' });
    expect(initialTexts([withDefault], { Currency: 'EUR' }, 'create')).toEqual({ Currency: 'EUR' });
    expect(initialTexts([withDefault], {}, 'edit')).toEqual({ Currency: '' });
  });

  it('leaves out the fields the user may not read', () => {
    expect(Object.keys(initialTexts(fields, {}, 'edit'))).not.toContain('Secret');
  });

  it('pads amounts to the display decimals', () => {
    expect(initialTexts([balance], { Balance: '3.5' }, 'view', { moneyDecimals: 2 })).toEqual({
      Balance: '3.50',
    });
  });
});

describe('isFormDirty', () => {
  const baseline = { CardCode: 'C1', CardName: 'Acme', Balance: '1.00', Notes: '' };

  it('is dirty when a writable field differs from the baseline', () => {
    expect(isFormDirty(fields, 'edit', baseline, baseline)).toBe(false);
    expect(isFormDirty(fields, 'edit', { ...baseline, CardName: 'Acme Ltd' }, baseline)).toBe(true);
  });

  it('ignores fields the user cannot write in this mode', () => {
    expect(isFormDirty(fields, 'edit', { ...baseline, CardCode: 'C2', Notes: 'x' }, baseline)).toBe(false);
    expect(isFormDirty(fields, 'create', { ...baseline, CardCode: 'C2' }, baseline)).toBe(true);
  });
});

describe('formPayload', () => {
  it('sends the wire value of every writable field and nothing else', () => {
    const texts = { CardCode: ' C1 ', CardName: '', Balance: '3.00', Notes: 'n', Secret: 's' };
    expect(formPayload([{ ...code, code: true }, name, balance, hidden, locked], 'create', texts)).toEqual({
      CardCode: 'C1',
      CardName: null,
    });
    expect(formPayload(fields, 'edit', texts)).toEqual({ CardName: null });
  });
});

describe('formErrors and firstFieldWith', () => {
  const required: FieldRule<string> = (text) => text !== '' || 'Required';
  const rulesOf = () => [required];

  it('checks the writable fields only, and names the first in the order of the form', () => {
    const errors = formErrors(fields, 'edit', { CardCode: '', CardName: '', Notes: '' }, rulesOf);
    expect(errors).toEqual({ CardName: 'Required' });
    expect(firstFieldWith(fields, { Notes: ['x'], CardName: ['y'] })).toBe('CardName');
    expect(firstFieldWith(fields, { Unknown: ['x'] })).toBeUndefined();
  });
});

describe('labelKeyOf', () => {
  it('takes the label key the model gives, or fields.<name>', () => {
    expect(labelKeyOf(field('CardName', { label: 'partners.name' }))).toBe('partners.name');
    expect(labelKeyOf(field('CardName'))).toBe('fields.CardName');
  });
});
