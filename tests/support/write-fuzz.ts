import fc from 'fast-check';
import { expect } from 'vitest';
import { resourceListAnswerSchema } from '../../src/shared/api/resources';
import { editableOf, type FieldDefinition } from '../../src/shared/resources/resource-definition';
import { resources as resourceDefinitions } from '../../src/shared/resources/resource-registry';
import type { ApiHarness } from './api-app';
import { itemsFor, partnerOf, sqlRows } from './document-requests';

/*
 * Bad input thrown at every write endpoint of the API (issue 16): each answer must be a 4xx and
 * the database must not change. The endpoints are read from the application itself, so a new
 * route is fuzzed without anyone adding it here.
 */

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzCase {
  method: WriteMethod;
  url: string;
  /** A JSON value, or raw text sent as application/json (malformed JSON). */
  payload?: unknown;
  raw?: string;
}

export interface WriteRoute {
  method: WriteMethod;
  url: string;
}

const writeMethods: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'] satisfies WriteMethod[];
const isWriteMethod = (method: string): method is WriteMethod => writeMethods.includes(method);

/** Every state-changing API route the application declares. */
export function writeRoutesOf(api: ApiHarness): WriteRoute[] {
  const seen = new Set<string>();
  return api.app.declaredRoutes
    .flatMap(({ method, url }) =>
      isWriteMethod(method) && url.startsWith('/api/v1/') ? [{ method, url }] : [],
    )
    .filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Tables written on purpose by a refused request: a session's last-seen time (written at most once
 * a minute by any request) and the sign-in bookkeeping that counts refused attempts.
 */
const bookkeepingTables = new Set(['sessions', 'login_attempts', 'login_throttle', 'sign_in_attempts']);

/** One digest per table of everything it holds, to compare before and after the fuzzing. */
export async function databaseDigest(api: ApiHarness): Promise<Record<string, string>> {
  const tables = await sqlRows<{ name: string }>(
    api,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (bookkeepingTables.has(name)) continue;
    const [row] = await sqlRows<{ digest: string }>(
      api,
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
    );
    digest[name] = row?.digest ?? '';
  }
  return digest;
}

/** Text no column holds: a NUL or another control character somewhere in it. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Numbers no INTEGER and no decimal-string field takes. */
const badNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 1.5, 1e-7);

/** A value bad wherever it goes, so that no request of the generic lane may succeed. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    controlText,
    badNumber,
    fc.constant('x'.repeat(70_000)),
    fc.array(tie('value'), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.constantFrom('field', 'code', 'value', 'USER_CODE'), tie('value'), {
      minKeys: 1,
      maxKeys: 2,
    }),
  ),
})).value;

/** Field names the API knows, so that a generated body names real fields with bad values. */
const knownKeys = [
  ...new Set([
    ...resourceDefinitions.flatMap((definition) => definition.fields.map((field) => field.name)),
    ...['CardCode', 'DocumentLines', 'ItemCode', 'Quantity', 'UnitPrice', 'DocRate', 'version', 'Remarks'],
    ...['username', 'password', 'currentPassword', 'objectId', 'columns', 'sort', 'rules', 'groupIds'],
    ...['DfltsCode', 'levels', 'csv', 'minLength', 'token', 'email', 'name', 'pageSize'],
  ]),
];

export const badBody: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof(fc.constantFrom(...knownKeys), fc.constant('notAField')),
  badValue,
  { minKeys: 1, maxKeys: 4 },
);

export const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\u00"}',
);

/** Path parameters that name nothing or cannot be a key. */
export const badParam = fc.constantFrom(
  '2147483648',
  '-1',
  '0',
  '1.5',
  '%00',
  'x'.repeat(300),
  '%E0%A4%A',
  'ZZZ',
);

/** A route's URL with each :parameter replaced. */
export const urlWith = (url: string, param: string) => url.replace(/:[A-Za-z]+/g, param);

/** Sends one case as the administrator and checks the answer is a client error. */
export async function sendCase(
  api: ApiHarness,
  headers: Record<string, string>,
  fuzzCase: FuzzCase,
): Promise<number> {
  const response = await api.app.inject({
    method: fuzzCase.method,
    url: fuzzCase.url,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(fuzzCase.raw !== undefined
      ? { payload: fuzzCase.raw }
      : fuzzCase.payload !== undefined
        ? { payload: JSON.stringify(fuzzCase.payload) }
        : {}),
  });
  const shown = `${fuzzCase.method} ${fuzzCase.url} ${(fuzzCase.raw ?? JSON.stringify(fuzzCase.payload) ?? '').slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, shown).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, shown).toBeLessThan(500);
  return response.statusCode;
}

/** Values of a field's kind that its column or its rules refuse. */
export function badValuesOf(field: FieldDefinition): unknown[] {
  const nullRefused = field.required || field.notNull || field.kind === 'boolean' || 'default' in field;
  const values: unknown[] = [
    fc.sample(controlText, 1)[0],
    ...(nullRefused ? [null] : []),
    { nested: 1 },
    [1],
  ];
  switch (field.kind) {
    case 'text':
      return [...values, 'x'.repeat(field.maxLength + 1), 12];
    case 'number':
      return field.integer
        ? [...values, 2 ** 31, -(2 ** 31) - 1, 1.5, '1']
        : [...values, '10000000000000', '0.0000001', '1e5', 1.5, ...(field.min === 0 ? ['-1'] : [])];
    case 'money':
    case 'percentage':
      return [...values, '10000000000000', '0.0000001', 'NaN', 2.5, ...(field.min === 0 ? ['-1'] : [])];
    case 'date':
      return [...values, '2026-13-45', '99999-01-01', '2026-02-30'];
    case 'enum':
      return [...values, `${field.options[0] ?? ''}\u0000`, 'NOT-AN-OPTION'];
    case 'boolean':
      return [...values, 'X', true];
    case 'reference':
      return field.valueType === 'integer'
        ? [...values, 2 ** 31, -(2 ** 31) - 1, 1.5]
        : [...values, 'x'.repeat((field.maxLength ?? 100) + 1)];
  }
}

/** A record of each resource as the administrator reads it, to update it one bad field at a time. */
export async function firstRecords(
  api: ApiHarness,
  headers: Record<string, string>,
): Promise<Map<string, Record<string, unknown>>> {
  const records = new Map<string, Record<string, unknown>>();
  for (const definition of resourceDefinitions) {
    if (definition.parent) continue;
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v1/resources/${definition.name}?per_page=1`,
      headers,
    });
    if (response.statusCode !== 200) continue;
    const [record] = resourceListAnswerSchema.parse(response.json()).ResponseData.data;
    if (record) records.set(definition.name, record);
  }
  return records;
}

/**
 * Every resource field a create or an update writes, with bad values, as cases: all of them, or
 * `perField` of them taken in turn, so that a short run still tries each kind of bad value.
 */
export function resourceFieldCases(records: Map<string, Record<string, unknown>>, perField = 0): FuzzCase[] {
  const cases: FuzzCase[] = [];
  let turn = 0;
  for (const definition of resourceDefinitions) {
    if (definition.parent) continue;
    const record = records.get(definition.name);
    const base = `/api/v1/resources/${definition.name}`;
    for (const field of definition.fields) {
      if (field.via !== undefined || editableOf(field) === 'never') continue;
      const all = badValuesOf(field);
      turn += 1;
      const chosen =
        perField === 0
          ? all
          : Array.from({ length: perField }, (_, index) => all[(turn * perField + index) % all.length]);
      for (const value of chosen) {
        const created = { ...createdFrom(definition.fields, record), [field.name]: value };
        cases.push({ method: 'POST', url: base, payload: created });
        if (record && editableOf(field) === 'always')
          cases.push({
            method: 'PATCH',
            url: `${base}/${encodeURIComponent(String(record[definition.key]))}`,
            payload: { version: record.version, [field.name]: value },
          });
      }
    }
  }
  return cases;
}

/** A create body copied from a record: its fields written at creation, with their stored values. */
function createdFrom(fields: readonly FieldDefinition[], record: Record<string, unknown> | undefined) {
  const body: Record<string, unknown> = {};
  if (!record) return body;
  for (const field of fields)
    if (field.via === undefined && editableOf(field) !== 'never' && record[field.name] !== undefined)
      body[field.name] = record[field.name];
  return body;
}

/** A valid sales document, then one field of it at a time made bad: the header's and a line's. */
export async function documentCases(api: ApiHarness): Promise<FuzzCase[]> {
  const customer = await partnerOf(api, 'C');
  const [item] = await itemsFor(api, 1);
  const line = { ItemCode: item, Quantity: '1' };
  const valid = { CardCode: customer, DocumentLines: [line] };
  const header: Record<string, unknown[]> = {
    CardCode: ['C\u0000', 'x'.repeat(16), null],
    NumAtCard: ['ref\u0000'],
    Comments: ['a\u0000b'],
    Address: ['a\u0001b'],
    SlpCode: [2 ** 31],
    OwnerCode: [2 ** 31],
    BPLId: [-(2 ** 31) - 1],
    GroupNum: [2 ** 31],
    Series: [2 ** 31, null],
    DocRate: ['0.0000001', '0', '10000000000000', '-1'],
    DiscPrcnt: ['0.0000001', '101'],
    DocDate: ['2026-02-30', null],
    DocumentLines: [null, [], [null]],
  };
  const lines: Record<string, unknown[]> = {
    ItemCode: ['A\u0000', null],
    Quantity: ['0.0000001', '0', '-1', '10000000000000', null, 1],
    UnitPrice: ['-1050', '10000000000000', '0.0000001', null],
    DiscountPercent: ['0.0000001', '-1'],
    WarehouseCode: ['W\u0000', 'x'.repeat(9)],
    VatGroup: ['V\u0000'],
    Dscription: ['d\u0000'],
    UomEntry: [2 ** 31],
    BaseEntry: [2 ** 31],
    BaseLine: [2 ** 31],
  };
  const cases: FuzzCase[] = [];
  for (const objectType of ['23', '17', '13']) {
    const url = `/api/v1/marketing/docs/${objectType}`;
    for (const [name, values] of Object.entries(header))
      for (const value of values) cases.push({ method: 'POST', url, payload: { ...valid, [name]: value } });
    for (const [name, values] of Object.entries(lines))
      for (const value of values)
        cases.push({
          method: 'POST',
          url,
          payload: { ...valid, DocumentLines: [{ ...line, [name]: value }] },
        });
  }
  return cases;
}
