import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldModel } from '../../shared/api/resources';
import { languages, setupI18n } from '../i18n/i18n-setup';
import { validateField } from './field-rules';
import { fieldRulesOf, fieldText, parseFieldText } from './field-rules-of';

const model = (field: Partial<FieldModel> & Pick<FieldModel, 'kind'>): FieldModel => ({
  name: 'Field',
  readable: true,
  writable: true,
  ...field,
});

beforeAll(() => setupI18n('en', languages));

/** The one message the form would show for this text, in English unless a language is given. */
function messageFor(field: FieldModel, text: string, language: 'en' | 'fr' | 'ar' = 'en') {
  return validateField(text, fieldRulesOf(field, i18next.getFixedT(language)))[0];
}

describe('fieldRulesOf', () => {
  it('asks for a value only when the field is required, and a blank text is no value', () => {
    expect(messageFor(model({ kind: 'text', maxLength: 10, required: true }), '   ')).toBe('Required');
    expect(messageFor(model({ kind: 'text', maxLength: 10 }), '')).toBeUndefined();
    expect(messageFor(model({ kind: 'number', required: true }), '')).toBe('Required');
    expect(messageFor(model({ kind: 'reference', resource: 'partners', required: true }), '')).toBe(
      'Required',
    );
  });

  it('never asks a flag for a value: a checkbox always holds Y or N', () => {
    expect(messageFor(model({ kind: 'boolean', required: true }), 'N')).toBeUndefined();
  });

  it('names the length limit, counting a code without its surrounding spaces', () => {
    const name = model({ kind: 'text', maxLength: 5 });
    expect(messageFor(name, 'abcdef')).toBe('At most 5 characters');
    expect(messageFor(name, 'abcde')).toBeUndefined();
    expect(messageFor(model({ kind: 'text', maxLength: 5, code: true }), '  ABCDE  ')).toBeUndefined();
    expect(messageFor(model({ kind: 'reference', resource: 'partners', maxLength: 3 }), 'ABCD')).toBe(
      'At most 3 characters',
    );
  });

  it('wants a decimal in amounts, percentages and decimal numbers, and a whole number where integer', () => {
    expect(messageFor(model({ kind: 'money' }), '12.5x')).toBe('A number such as 12.50');
    expect(messageFor(model({ kind: 'percentage' }), '1,5')).toBeUndefined();
    expect(messageFor(model({ kind: 'number' }), 'ten')).toBe('A number such as 12.50');
    expect(messageFor(model({ kind: 'number', integer: true }), '2.5')).toBe('A whole number');
    expect(messageFor(model({ kind: 'number', integer: true }), '9999999999999999')).toBe('A whole number');
    expect(messageFor(model({ kind: 'reference', resource: 'groups', valueType: 'integer' }), '1a')).toBe(
      'A whole number',
    );
  });

  it('refuses what the columns cannot hold: control characters, more digits than NUMERIC(19,6), beyond INTEGER', () => {
    expect(messageFor(model({ kind: 'text', maxLength: 20 }), 'a\u0000b')).toBe(
      'No control characters (such as NUL)',
    );
    expect(messageFor(model({ kind: 'text', maxLength: 20 }), 'a\u0000b', 'fr')).toBe(
      'Pas de caractère de contrôle (comme NUL)',
    );
    expect(messageFor(model({ kind: 'text', maxLength: 20 }), 'a\u0000b', 'ar')).toBe(
      'بدون أحرف تحكم (مثل NUL)',
    );
    expect(messageFor(model({ kind: 'text', maxLength: 20, multiline: true }), 'line\nnext')).toBeUndefined();
    expect(messageFor(model({ kind: 'money' }), '0.0000001')).toBe(
      'At most 13 digits before the decimal point and 6 after it',
    );
    expect(messageFor(model({ kind: 'money' }), '10000000000000', 'fr')).toBe(
      'Au plus 13 chiffres avant la virgule et 6 après',
    );
    expect(messageFor(model({ kind: 'number', integer: true }), '2147483648')).toBe('At most 2,147,483,647');
    expect(messageFor(model({ kind: 'number', integer: true }), '2147483647')).toBeUndefined();
  });

  it('names the limits, written the way each language writes numbers', () => {
    const quantity = model({ kind: 'number', min: 0.5, max: 1000 });
    expect(messageFor(quantity, '0.25')).toBe('At least 0.5');
    expect(messageFor(quantity, '1000.01')).toBe('At most 1,000');
    expect(messageFor(quantity, '1000')).toBeUndefined();
    expect(messageFor(quantity, '0,25', 'fr')).toBe('Au moins 0,5');
    expect(messageFor(quantity, '1001', 'fr')).toBe('Au plus 1\u202f000');
    expect(messageFor(quantity, '1001', 'ar')).toBe('على الأكثر 1,000');
  });

  it('speaks of the shape before the limits, one message at a time', () => {
    expect(messageFor(model({ kind: 'money', min: 0, required: true }), '')).toBe('Required');
    expect(messageFor(model({ kind: 'money', min: 0 }), 'abc')).toBe('A number such as 12.50');
    expect(messageFor(model({ kind: 'money', min: 0 }), '-1')).toBe('At least 0');
  });

  it('wants a real calendar day written YYYY-MM-DD', () => {
    const date = model({ kind: 'date' });
    expect(messageFor(date, '2026-02-30')).toBe('A date written as YYYY-MM-DD');
    expect(messageFor(date, '23/11/2026')).toBe('A date written as YYYY-MM-DD');
    expect(messageFor(date, '2026-11-23')).toBeUndefined();
  });

  it('wants one of the options of an enumeration', () => {
    const kind = model({ kind: 'enum', options: ['I', 'S'], optionLabels: 'itemTypes' });
    expect(messageFor(kind, 'X')).toBe('Choose one of the list');
    expect(messageFor(kind, 'S')).toBeUndefined();
    expect(messageFor(kind, 'X', 'fr')).toBe('Choisissez une valeur de la liste');
  });
});

describe('parseFieldText', () => {
  it('turns an empty or blank text into null, whatever the kind but a flag', () => {
    for (const kind of ['text', 'number', 'money', 'percentage', 'date', 'enum', 'reference'] as const)
      expect(parseFieldText(model({ kind }), '  '), kind).toBeNull();
    expect(parseFieldText(model({ kind: 'boolean' }), '')).toBe('N');
  });

  it('sends whole numbers as numbers and decimals as strings with a point', () => {
    expect(parseFieldText(model({ kind: 'number', integer: true }), ' 1 200 ')).toBe(1200);
    expect(parseFieldText(model({ kind: 'number' }), '2,5')).toBe('2.5');
    expect(parseFieldText(model({ kind: 'money' }), '1 234,50')).toBe('1234.50');
    expect(parseFieldText(model({ kind: 'percentage' }), '٥٫٥')).toBe('5.5');
    expect(parseFieldText(model({ kind: 'reference', valueType: 'integer' }), '105')).toBe(105);
    expect(parseFieldText(model({ kind: 'reference', valueType: 'text' }), ' C20000 ')).toBe('C20000');
  });

  it('trims codes, writes capitals where the field stores them, and keeps other texts as typed', () => {
    expect(parseFieldText(model({ kind: 'text', code: true, upperCase: true }), ' a-100 ')).toBe('A-100');
    expect(parseFieldText(model({ kind: 'text' }), ' Two  words ')).toBe(' Two  words ');
  });

  it('reads a flag as Y or N', () => {
    expect(parseFieldText(model({ kind: 'boolean' }), 'Y')).toBe('Y');
    expect(parseFieldText(model({ kind: 'boolean' }), 'N')).toBe('N');
  });
});

describe('fieldText', () => {
  it('shows no value as an empty text, and a flag without value as N', () => {
    expect(fieldText(model({ kind: 'text' }), null)).toBe('');
    expect(fieldText(model({ kind: 'number' }), undefined)).toBe('');
    expect(fieldText(model({ kind: 'boolean' }), null)).toBe('N');
    expect(fieldText(model({ kind: 'boolean' }), 'Y')).toBe('Y');
  });

  it('writes numbers as their digits and pads amounts to the display decimals without rounding', () => {
    expect(fieldText(model({ kind: 'number', integer: true }), 105)).toBe('105');
    expect(fieldText(model({ kind: 'money' }), '12.5', { moneyDecimals: 2 })).toBe('12.50');
    expect(fieldText(model({ kind: 'money' }), '12.3456', { moneyDecimals: 2 })).toBe('12.3456');
    expect(fieldText(model({ kind: 'money' }), '12.5')).toBe('12.5');
    expect(fieldText(model({ kind: 'percentage' }), '12.5', { moneyDecimals: 2 })).toBe('12.5');
  });

  it('pads a unit price to the price decimals and any other amount to the amount decimals', () => {
    const price = model({ kind: 'money', decimals: 'price' });
    const decimals = { moneyDecimals: 2, priceDecimals: 3 };
    expect(fieldText(price, '234.325', decimals)).toBe('234.325');
    expect(fieldText(price, '8.5', decimals)).toBe('8.500');
    expect(fieldText(model({ kind: 'money' }), '8.5', decimals)).toBe('8.50');
    expect(fieldText(price, '8.5', { moneyDecimals: 2 })).toBe('8.50');
  });

  it('round-trips through parseFieldText', () => {
    const cases: [FieldModel, string | number][] = [
      [model({ kind: 'money' }), '1234.50'],
      [model({ kind: 'number', integer: true }), -7],
      [model({ kind: 'date' }), '2026-11-23'],
      [model({ kind: 'enum', options: ['I'] }), 'I'],
      [model({ kind: 'reference', valueType: 'integer' }), 105],
      [model({ kind: 'boolean' }), 'Y'],
    ];
    for (const [field, value] of cases)
      expect(parseFieldText(field, fieldText(field, value)), field.kind).toBe(value);
  });
});
