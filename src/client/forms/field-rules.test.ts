import { describe, expect, it } from 'vitest';
import { type FieldRule, validateField } from './field-rules';

const required: FieldRule<string> = (value) => value !== '' || 'Required';
const short: FieldRule<string> = (value) => value.length <= 3 || 'Too long';
const digits: FieldRule<string> = (value) => /^\d*$/.test(value) || 'Digits only';

describe('validateField', () => {
  it('gives no message when every rule answers true', () => {
    expect(validateField('123', [required, short, digits])).toEqual([]);
  });

  it('shows only the first failing rule by default', () => {
    expect(validateField('abcd', [required, short, digits])).toEqual(['Too long']);
  });

  it('shows up to maxErrors messages, in the order of the rules', () => {
    expect(validateField('abcd', [required, short, digits], 2)).toEqual(['Too long', 'Digits only']);
    expect(validateField('abcd', [required, short, digits], 5)).toEqual(['Too long', 'Digits only']);
  });

  it('stops asking rules once enough messages are found', () => {
    let asked = 0;
    const counting: FieldRule<string> = () => {
      asked += 1;
      return 'Counted';
    };
    validateField('', [required, counting], 1);
    expect(asked).toBe(0);
  });

  it('shows nothing when maxErrors is 0 and nothing without rules', () => {
    expect(validateField('', [required], 0)).toEqual([]);
    expect(validateField('', [])).toEqual([]);
  });

  it('works for any value type', () => {
    const positive: FieldRule<number> = (value) => value > 0 || 'Must be positive';
    expect(validateField(-1, [positive])).toEqual(['Must be positive']);
  });
});
