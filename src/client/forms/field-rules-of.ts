import type { TFunction } from 'i18next';
import type { FieldModel } from '../../shared/api/resources';
import { wireValueSchema } from '../../shared/resources/field-kinds';
import type { FieldKind } from '../../shared/resources/resource-definition';
import {
  amountDigits,
  fitsDigits,
  holdsControlCharacters,
  int4Range,
  isoDate,
} from '../../shared/wire/wire-formats';
import { normaliseDecimalText, normaliseWholeText, padDecimals } from './decimal-text';
import { fieldDefinitionOf } from './field-definition-of';
import type { FieldRule } from './field-rules';

/**
 * What a form does with the text in one field, by kind: the rules that text must meet, the wire
 * value it becomes and the text a wire value shows as. Every rule lets an empty text through;
 * `required` alone speaks about emptiness.
 */
interface FieldTextKind {
  rules: (field: FieldModel, t: TFunction) => FieldRule<string>[];
  /** The wire value of a text that is not blank. */
  parse: (field: FieldModel, text: string) => string | number;
}

const blank = (text: string) => text.trim() === '';

const textOf = (field: FieldModel, text: string) => {
  const trimmed = field.code ? text.trim() : text;
  return field.upperCase ? trimmed.toUpperCase() : trimmed;
};

/** Counts what will be stored: a code without its surrounding spaces, capitals as they will be. */
const maxLengthRule =
  (max: number, t: TFunction, stored: (text: string) => string): FieldRule<string> =>
  (text) =>
    stored(text).length <= max || t('forms.rules.maxLength', { max });

/** NUL and other control characters: no column holds them (tab and line breaks where multi-line). */
const controlRule =
  (field: FieldModel, t: TFunction): FieldRule<string> =>
  (text) =>
    !holdsControlCharacters(text, field.multiline) || t('forms.rules.controlCharacters');

/** What NUMERIC(19,6) holds, said before the server would refuse it. */
const digitsRule =
  (t: TFunction): FieldRule<string> =>
  (text) => {
    const decimal = normaliseDecimalText(text);
    return (
      decimal === undefined ||
      fitsDigits(decimal, amountDigits) ||
      t('forms.rules.digits', {
        whole: amountDigits.precision - amountDigits.scale,
        scale: amountDigits.scale,
      })
    );
  };

const decimalRule =
  (t: TFunction): FieldRule<string> =>
  (text) =>
    blank(text) || normaliseDecimalText(text) !== undefined || t('forms.rules.decimal');

const wholeRule =
  (t: TFunction): FieldRule<string> =>
  (text) => {
    if (blank(text)) return true;
    const whole = normaliseWholeText(text);
    return (whole !== undefined && Number.isSafeInteger(Number(whole))) || t('forms.rules.whole');
  };

/** Limits compare numbers; a text that is not a number is left to the shape rule before. */
function limitRules(field: FieldModel, t: TFunction): FieldRule<string>[] {
  const numberOf = (text: string) => {
    const decimal = normaliseDecimalText(text);
    return decimal === undefined ? undefined : Number(decimal);
  };
  const rules: FieldRule<string>[] = [];
  // Whole numbers are INTEGER columns: their range is the limit a field does not narrow.
  const whole = field.kind === 'number' && field.integer;
  const min = field.min ?? (whole ? int4Range.min : undefined);
  const max = field.max ?? (whole ? int4Range.max : undefined);
  if (min !== undefined)
    rules.push((text) => (numberOf(text) ?? min) >= min || t('forms.rules.min', { min }));
  if (max !== undefined)
    rules.push((text) => (numberOf(text) ?? max) <= max || t('forms.rules.max', { max }));
  return rules;
}

const numericRules = (field: FieldModel, t: TFunction) => [
  ...(field.kind === 'number' && field.integer ? [wholeRule(t)] : [decimalRule(t), digitsRule(t)]),
  ...limitRules(field, t),
];
const parseDecimal = (_field: FieldModel, text: string) => normaliseDecimalText(text) ?? text.trim();
const parseWhole = (text: string) => {
  const whole = normaliseWholeText(text);
  return whole === undefined ? text.trim() : Number(whole);
};

/** One entry per kind (CONVENTIONS.md: a typed registry, not a chain of conditionals). */
export const fieldTextKinds = {
  text: {
    rules: (field, t) => [
      ...(field.maxLength === undefined
        ? []
        : [maxLengthRule(field.maxLength, t, (text) => textOf(field, text))]),
      controlRule(field, t),
    ],
    parse: textOf,
  },
  number: {
    rules: numericRules,
    parse: (field, text) => (field.integer ? parseWhole(text) : parseDecimal(field, text)),
  },
  money: { rules: numericRules, parse: parseDecimal },
  percentage: { rules: numericRules, parse: parseDecimal },
  date: {
    rules: (_field, t) => [
      (text) => blank(text) || isoDate.safeParse(text.trim()).success || t('forms.rules.date'),
    ],
    parse: (_field, text) => text.trim(),
  },
  enum: {
    rules: (field, t) => [
      (text) => blank(text) || (field.options ?? []).includes(text) || t('forms.rules.choose'),
    ],
    parse: (_field, text) => text,
  },
  boolean: { rules: () => [], parse: (_field, text) => (text === 'Y' ? 'Y' : 'N') },
  reference: {
    rules: (field, t) =>
      field.valueType === 'integer'
        ? [wholeRule(t)]
        : [maxLengthRule(field.maxLength ?? 100, t, (text) => text.trim()), controlRule(field, t)],
    parse: (field, text) => (field.valueType === 'integer' ? parseWhole(text) : text.trim()),
  },
} satisfies Record<FieldKind, FieldTextKind>;

/** Typed text to the value that travels: a number for whole numbers, a decimal string with '.', null when empty. */
export function parseFieldText(field: FieldModel, text: string): string | number | null {
  if (field.kind !== 'boolean' && blank(text)) return null;
  return fieldTextKinds[field.kind].parse(field, text);
}

/**
 * The value a form writes for a text: as parseFieldText, except that a blank field whose column
 * always holds a value is written as its default, or as an empty text, which the server accepts
 * where null would be refused.
 */
export function writtenValueOf(field: FieldModel, text: string): string | number | null {
  const value = parseFieldText(field, text);
  if (value !== null) return value;
  if (field.default !== undefined) return field.default;
  return field.notNull && field.kind === 'text' ? '' : null;
}

/**
 * The last word: the parsed value must pass the server's own schema for the field. The rules
 * before give the precise messages, so this one answers only what they did not foresee.
 */
const wireRule = (field: FieldModel, t: TFunction): FieldRule<string> => {
  const schema = wireValueSchema(fieldDefinitionOf(field));
  return (text) => {
    const value = parseFieldText(field, text);
    return value === null || schema.safeParse(value).success || t('forms.rules.invalid');
  };
};

/** The rules of a field on the text the user typed, in the order their messages take precedence. */
export function fieldRulesOf(field: FieldModel, t: TFunction): FieldRule<string>[] {
  const required: FieldRule<string>[] =
    field.required && field.kind !== 'boolean' ? [(text) => !blank(text) || t('forms.rules.required')] : [];
  return [...required, ...fieldTextKinds[field.kind].rules(field, t), wireRule(field, t)];
}

export interface FieldTextOptions {
  /** Money is shown with at least this many decimals (the user's SumDec); it is never rounded. */
  moneyDecimals?: number;
  /** A unit price (`decimals: 'price'`) with at least this many (PriceDec); moneyDecimals when left out. */
  priceDecimals?: number;
}

/** A wire value as the text a field edits: '' for none, and a flag's 'N' when it has none. */
export function fieldText(field: FieldModel, value: unknown, options: FieldTextOptions = {}): string {
  if (field.kind === 'boolean') return value === 'Y' ? 'Y' : 'N';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  const decimal = field.kind === 'money' ? normaliseDecimalText(value) : undefined;
  const places =
    field.decimals === 'price' ? (options.priceDecimals ?? options.moneyDecimals) : options.moneyDecimals;
  return decimal !== undefined && places !== undefined ? padDecimals(decimal, places) : value;
}
