import { z } from 'zod';
import { filterOperators, filterValueSchema, operatorsOf } from '../resources/field-kinds';
import {
  type FieldDefinition,
  fieldKinds,
  fieldOf,
  isFilterable,
  isSortable,
  type ResourceDefinition,
} from '../resources/resource-definition';
import { int4KeyText } from '../wire/wire-formats';
import { listCursorSchema, pageFollowUpSchema, resultCodeOk } from './envelopes';

/** Limits of a list request; a grid asks for pages of at most `perPageMax` rows. */
export const resourceListLimits = {
  perPageMax: 500,
  searchMax: 100,
  filtersMax: 20,
  inMax: 100,
  sortMax: 3,
} as const;

const scalar = z.union([z.string(), z.number()]);

export const columnFilterSchema = z.discriminatedUnion('op', [
  z.strictObject({ field: z.string(), op: z.enum(['contains', 'startsWith', 'equals']), value: scalar }),
  z.strictObject({
    field: z.string(),
    op: z.literal('between'),
    value: z.strictObject({ from: scalar.optional(), to: scalar.optional() }),
  }),
  z.strictObject({
    field: z.string(),
    op: z.literal('in'),
    value: z.array(scalar).min(1).max(resourceListLimits.inMax),
  }),
]);
export type ColumnFilter = z.infer<typeof columnFilterSchema>;

export const sortTextSchema = z
  .string()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]*:(asc|desc)(,[A-Za-z_][A-Za-z0-9_]*:(asc|desc)){0,2}$/,
    'must read Field:asc or Field:desc, comma-separated',
  )
  .transform((text) =>
    text.split(',').map((part) => {
      const [field = '', direction] = part.split(':');
      return { field, direction: direction === 'desc' ? ('desc' as const) : ('asc' as const) };
    }),
  );

/** Sort entries as a query string carries them: `ItemCode:asc,Price:desc`. */
export const sortToText = (
  sort: readonly { field: string; direction: 'asc' | 'desc' }[],
): string | undefined =>
  sort.length ? sort.map((entry) => `${entry.field}:${entry.direction}`).join(',') : undefined;

const filtersTextSchema = z.string().transform((text, context) => {
  try {
    return JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a JSON list of filters' });
    return z.NEVER;
  }
});

/** The filters of a list query's `filters` parameter: a JSON list of column filters. */
export const columnFiltersParamSchema = filtersTextSchema.pipe(
  z.array(columnFilterSchema).max(resourceListLimits.filtersMax),
);

/**
 * GET a resource's list: `page` and `per_page` as the documents list has them, `sort`, a quick
 * `search`, column `filters` (JSON: [{ field, op, value }]) and `count=0` to skip counting when
 * the caller already knows the total (a grid fetching the next window), and `after`, the cursor
 * of the page before, to read the next page by keyset rather than by offset.
 */
export const listQueryBaseSchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(resourceListLimits.perPageMax).default(50),
  sort: sortTextSchema.optional(),
  search: z.string().trim().max(resourceListLimits.searchMax).optional(),
  filters: columnFiltersParamSchema.optional(),
  count: z.enum(['0', '1']).default('1'),
  /** The `next` of the page before: the rows after its last one, read by keyset. */
  after: listCursorSchema.optional(),
});
export type ResourceListQuery = z.output<typeof listQueryBaseSchema>;

function checkFilter(
  fieldNamed: (name: string) => FieldDefinition | undefined,
  filter: ColumnFilter,
  index: number,
  context: z.RefinementCtx,
) {
  const path = ['filters', index];
  const field = fieldNamed(filter.field);
  if (!field || !isFilterable(field)) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'field'],
      message: `cannot filter by ${filter.field}`,
    });
    return;
  }
  if (!operatorsOf(field).includes(filter.op)) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'op'],
      message: `${filter.field} is filtered with ${operatorsOf(field).join(', ')}`,
    });
    return;
  }
  const value = filterValueSchema(field);
  const values =
    filter.op === 'between'
      ? [filter.value.from, filter.value.to].filter((entry) => entry !== undefined)
      : filter.op === 'in'
        ? filter.value
        : [filter.value];
  for (const entry of values) {
    const parsed = value.safeParse(entry);
    if (!parsed.success)
      context.addIssue({
        code: 'custom',
        path: [...path, 'value'],
        message: parsed.error.issues[0]?.message ?? 'is not valid',
      });
  }
}

function checkListQuery(definition: ResourceDefinition, query: ResourceListQuery, context: z.RefinementCtx) {
  for (const entry of query.sort ?? []) {
    const field = fieldOf(definition, entry.field);
    if (!field || !isSortable(field))
      context.addIssue({ code: 'custom', path: ['sort'], message: `cannot sort by ${entry.field}` });
  }
  checkColumnFilters((name) => fieldOf(definition, name), query.filters, context);
}

/**
 * Each filter checked against the field it names (found by `fieldNamed`): filterable, with an
 * operator its kind offers and values of its type. A resource's list and a document list share it.
 */
export function checkColumnFilters(
  fieldNamed: (name: string) => FieldDefinition | undefined,
  filters: readonly ColumnFilter[] | undefined,
  context: z.RefinementCtx,
) {
  for (const [index, filter] of (filters ?? []).entries()) checkFilter(fieldNamed, filter, index, context);
}

/** The list query of one resource: its sort and filter fields checked against the definition. */
export function resourceListQuerySchema(definition: ResourceDefinition) {
  return listQueryBaseSchema.superRefine((query, context) => checkListQuery(definition, query, context));
}

/** Field names, comma-separated: the columns of an export in the order the grid shows them. */
const columnsTextSchema = z
  .string()
  .max(4000)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(,[A-Za-z_][A-Za-z0-9_]*)*$/, 'must list field names, comma-separated')
  .transform((text) => text.split(','));

/**
 * GET a resource's CSV: the list's view and, in `columns`, the fields to export in their order
 * (the grid's visible columns); every field the caller may read when it is left out.
 */
export function resourceCsvQuerySchema(definition: ResourceDefinition) {
  return listQueryBaseSchema
    .extend({ columns: columnsTextSchema.optional() })
    .superRefine((query, context) => {
      checkListQuery(definition, query, context);
      const seen = new Set<string>();
      for (const name of query.columns ?? []) {
        if (!fieldOf(definition, name))
          context.addIssue({ code: 'custom', path: ['columns'], message: `has no field ${name}` });
        else if (seen.has(name))
          context.addIssue({ code: 'custom', path: ['columns'], message: `names ${name} twice` });
        seen.add(name);
      }
    });
}

export const filterOperatorSchema = z.enum(filterOperators);

export const recordRowSchema = z.record(z.string(), z.unknown());
export type RecordRow = z.infer<typeof recordRowSchema>;

/** A page of records and, unless `count=0` was asked, the number of all that match. */
export const resourceListAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    data: z.array(recordRowSchema),
    total: z.number().int().nonnegative().nullable(),
    ...pageFollowUpSchema,
  }),
});
export type ResourceListAnswer = z.infer<typeof resourceListAnswerSchema>;

export const resourceRecordAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: recordRowSchema,
});
export type ResourceRecordAnswer = z.infer<typeof resourceRecordAnswerSchema>;

/** DELETE carries the version that was read, like an update. */
export const deleteQuerySchema = z.strictObject({ version: int4KeyText });

export const resourceDeletedAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ deleted: z.literal(true) }),
});

export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** One line of a record's history: who, when, what, and each changed field before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.enum(auditActions),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET .../{key}/history: a page of a record's changes, newest first. */
export const historyQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

export const historyAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(auditEntrySchema), total: z.number().int().nonnegative() }),
});
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

const sortEntrySchema = z.object({ field: z.string(), direction: z.enum(['asc', 'desc']) });

/** A field of the doc model: its definition, and what the caller may do with it. */
export const fieldModelSchema = z.object({
  name: z.string(),
  kind: z.enum(fieldKinds),
  label: z.string().optional(),
  required: z.boolean().optional(),
  notNull: z.boolean().optional(),
  editable: z.enum(['always', 'create', 'never']).optional(),
  list: z.boolean().optional(),
  searchable: z.boolean().optional(),
  sortable: z.boolean().optional(),
  filterable: z.boolean().optional(),
  width: z.number().optional(),
  via: z.string().optional(),
  maxLength: z.number().optional(),
  code: z.boolean().optional(),
  upperCase: z.boolean().optional(),
  multiline: z.boolean().optional(),
  secret: z.boolean().optional(),
  integer: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  currencyField: z.string().optional(),
  /** A money field holding a unit price, shown with PriceDec rather than SumDec. */
  decimals: z.literal('price').optional(),
  options: z.array(z.string()).optional(),
  optionLabels: z.string().optional(),
  resource: z.string().optional(),
  valueType: z.enum(['integer', 'text']).optional(),
  default: z.union([z.string(), z.number()]).optional(),
  readable: z.boolean(),
  writable: z.boolean(),
});
export type FieldModel = z.infer<typeof fieldModelSchema>;

/**
 * GET /doc_model/{objectId}: the field model a screen renders from (a resource's, or a document
 * type's with its lines), for the calling user: fields
 * they may not read are left out, and each says whether they may write it.
 */
export const docModelSchema = z.object({
  objectId: z.string(),
  resource: z.string(),
  subject: z.string(),
  objectType: z.string().nullable(),
  key: z.string(),
  generatedKey: z.boolean(),
  labelField: z.string(),
  parent: z.object({ resource: z.string(), field: z.string() }).nullable(),
  activeField: z.string().nullable(),
  defaultSort: z.array(sortEntrySchema),
  fields: z.array(fieldModelSchema),
  /** A document type's line fields (its header's are `fields`). */
  lines: z.array(fieldModelSchema).optional(),
  can: z.object({ create: z.boolean(), update: z.boolean(), delete: z.boolean() }),
});
export type DocModel = z.infer<typeof docModelSchema>;

export const docModelAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: docModelSchema,
});
export type DocModelAnswer = z.infer<typeof docModelAnswerSchema>;
