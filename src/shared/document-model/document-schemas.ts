import { z } from 'zod';
import { postedAllocationSchema } from '../documents/stock-allocations';
import { objectCodeSchema } from '../wire/object-code';
import {
  boundedDecimal,
  boundedText,
  decimalString,
  int4,
  int4Key,
  isoDate,
  nonNegativeDecimal,
  positiveDecimal,
  ruled,
  yesNoFlag,
} from '../wire/wire-formats';
import { type DocumentField, documentHeaderFields, documentLineFields } from './document-definition';

/**
 * The wire schemas of documents, made from their definition (document-definition.ts): what GET
 * answers (header, list row, lines) and what POST and PATCH take. Typed from the definition too,
 * so `document.DocNum` is a number because the definition says so, not because a type repeats it.
 */

type HeaderField = (typeof documentHeaderFields)[number];
type LineField = (typeof documentLineFields)[number];

/** The value a field travels as. */
type WireValue<F> = F extends { kind: 'enum'; options: readonly (infer Option)[] }
  ? Option
  : F extends { kind: 'boolean' }
    ? 'Y' | 'N'
    : F extends { kind: 'number'; integer: true }
      ? number
      : F extends { kind: 'reference'; valueType: 'integer' }
        ? number
        : string;
/** NULL unless its column is NOT NULL. */
type Stored<F> = F extends { notNull: true } | { required: true } ? WireValue<F> : WireValue<F> | null;

type Answered<F> = F extends { hideable: true } ? z.ZodOptional<z.ZodType<Stored<F>>> : z.ZodType<Stored<F>>;
type AnswerShape<Fields> = { [F in Fields & { name: string } as F['name']]: Answered<F> };

type Writable<F> = F extends { editable: 'never' } | { via: string } ? never : F;
type InputName<F> = F extends { input: infer Name extends string }
  ? Name
  : F extends { name: infer Name }
    ? Name
    : never;

const isNotNull = (field: DocumentField) => Boolean(field.notNull || field.required);

/** A value as answered: by kind, NULL where the column allows it. */
export function answeredValueSchema(field: DocumentField): z.ZodType {
  const value = ((): z.ZodType => {
    switch (field.kind) {
      case 'text':
      case 'date':
        return field.kind === 'date' ? isoDate : z.string();
      case 'number':
        return field.integer ? z.number().int() : decimalString;
      case 'money':
      case 'percentage':
        return decimalString;
      case 'enum':
        return z.enum(field.options as [string, ...string[]]);
      case 'boolean':
        return yesNoFlag;
      case 'reference':
        return field.valueType === 'integer' ? z.number().int() : z.string();
    }
  })();
  const stored = isNotNull(field) ? value : value.nullable();
  return field.hideable ? stored.optional() : stored;
}

function answerShape<const Fields extends readonly DocumentField[]>(fields: Fields) {
  return Object.fromEntries(fields.map((field) => [field.name, answeredValueSchema(field)])) as AnswerShape<
    Fields[number]
  >;
}

const percentRange = (value: string) => Number(value) >= 0 && Number(value) <= 100;

/**
 * A value as written, by kind and the definition's limits, each bounded by what its column holds
 * (wire-formats.ts): a code loses its surrounding spaces before its length is counted.
 */
export function writtenValueSchema(field: DocumentField): z.ZodType {
  switch (field.kind) {
    case 'text': {
      const text = boundedText(field.maxLength, { trim: field.code, multiline: field.multiline });
      const sized = field.length === undefined ? text : text.length(field.length);
      return field.required ? sized.min(1) : sized;
    }
    case 'reference':
      if (field.valueType === 'text') return boundedText(field.maxLength ?? 100, { trim: true }).min(1);
      return field.positive ? int4Key : int4;
    case 'number':
      if (field.integer)
        return field.min === 1 || field.positive ? int4Key : field.min === 0 ? int4.nonnegative() : int4;
      return field.positive ? positiveDecimal() : boundedDecimal();
    case 'money':
      return field.positive ? positiveDecimal() : field.min === 0 ? nonNegativeDecimal() : boundedDecimal();
    case 'percentage':
      return boundedDecimal().refine(
        percentRange,
        ruled('must be between 0 and 100', { rule: 'between', min: 0, max: 100 }),
      );
    case 'date':
      return isoDate;
    case 'enum':
      if (field.objectCodes) return objectCodeSchema(field.options);
      return z.enum(field.options as [string, ...string[]], {
        error: `must be one of ${field.options.join(', ')}`,
      });
    case 'boolean':
      return yesNoFlag;
  }
}

const isWritable = (field: DocumentField) => field.editable !== 'never' && field.via === undefined;

/** An optional header field: left out keeps (or defaults) it; NULL empties it where the column allows. */
const optionalHeaderValue = (field: DocumentField) =>
  isNotNull(field) ? writtenValueSchema(field).optional() : writtenValueSchema(field).nullable().optional();

type HeaderInput<F, Create extends boolean> = F extends { required: true }
  ? Create extends true
    ? z.ZodType<WireValue<F>>
    : z.ZodOptional<z.ZodType<WireValue<F>>>
  : z.ZodOptional<z.ZodType<Stored<F>>>;
type HeaderInputShape<Fields, Create extends boolean> = {
  [F in Writable<Fields> & { name: string } as Create extends true
    ? F['name']
    : F extends { editable: 'create' }
      ? never
      : F['name']]: HeaderInput<F, Create>;
};

/** The header fields POST takes (`create`) or PATCH takes: what the user may write, when. */
export function headerInputShape<const Create extends boolean>(create: Create) {
  const fields = (documentHeaderFields as readonly DocumentField[]).filter(
    (field) => isWritable(field) && (create || field.editable !== 'create'),
  );
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      create && field.required ? writtenValueSchema(field) : optionalHeaderValue(field),
    ]),
  ) as HeaderInputShape<HeaderField, Create>;
}

type LineInputShape<Fields> = {
  [F in Writable<Fields> & { name: string } as F extends { name: 'LineNum' }
    ? never
    : InputName<F>]: F extends {
    required: true;
  }
    ? z.ZodType<WireValue<F>>
    : z.ZodOptional<z.ZodType<WireValue<F>>>;
};

/**
 * A line's fields as POST and PATCH take them, under their input names (UnitPrice for
 * PriceBefDi): left out, a field takes its default (the item's, the partner's price); a line is
 * never sent with NULL.
 */
export function lineInputShape() {
  const fields = (documentLineFields as readonly DocumentField[]).filter(
    (field) => isWritable(field) && field.name !== 'LineNum',
  );
  return Object.fromEntries(
    fields.map((field) => [
      field.input ?? field.name,
      field.required ? writtenValueSchema(field) : writtenValueSchema(field).optional(),
    ]),
  ) as LineInputShape<LineField>;
}

/** A stored line as GET answers it. */
export const documentLineSchema = z.object(answerShape(documentLineFields));

type ListedHeaderField = Exclude<HeaderField, { detail: true }>;
const listedHeaderFields = documentHeaderFields.filter(
  (field): field is ListedHeaderField => !('detail' in field),
);
/** A row of the documents list: the header without the fields only a whole document carries. */
export const documentListRowSchema = z.object(answerShape(listedHeaderFields));

/** A whole document: every header field and its lines. */
export const documentSchema = z.object({
  ...answerShape(documentHeaderFields),
  DocumentLines: z.array(documentLineSchema),
  /**
   * What the posting moved of batches, serials and bins, line by line: given in the answer to the
   * posting only (a batch chosen by the server, earliest expiry first, says so in BatchSelection).
   */
  StockAllocations: z.array(postedAllocationSchema).optional(),
});
