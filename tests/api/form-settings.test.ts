import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  type FormSettings,
  formSettingsAnswerSchema,
  formSettingsSavedAnswerSchema,
} from '../../src/shared/api/form-settings';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const demoUsers = ['sales', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];

const orderGrid = {
  objectId: '17',
  columns: [
    { field: 'DocNum', width: 120 },
    { field: 'CardName', width: 300 },
    { field: 'Comments', hidden: true },
  ],
  sort: [{ field: 'DocDate', direction: 'desc' }],
  pageSize: 50,
};

describe.each(testDatabases())('form settings on $name', (target) => {
  let api: ApiHarness;
  const headers = new Map<DemoUser, Record<string, string>>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) headers.set(user, await api.writeHeaders(user));
  });
  afterAll(() => api.close());

  const get = (user: DemoUser, objectId: string) =>
    api.app.inject({ method: 'GET', url: `/api/v1/form_settings/${objectId}`, headers: headers.get(user) });
  const post = (user: DemoUser, payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/form_settings', payload, headers: headers.get(user) });

  async function read(user: DemoUser, objectId: string): Promise<FormSettings | null> {
    const response = await get(user, objectId);
    expect(response.statusCode, response.body).toBe(200);
    return formSettingsAnswerSchema.parse(response.json()).ResponseData;
  }
  async function save(user: DemoUser, payload: object): Promise<FormSettings> {
    const response = await post(user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return formSettingsSavedAnswerSchema.parse(response.json()).ResponseData;
  }
  function expectRefused(response: { statusCode: number; json(): unknown }, status: number) {
    expect(response.statusCode).toBe(status);
    return errorBodySchema.parse(response.json());
  }

  it('refuses a caller without a session, reading or saving', async () => {
    const reading = await api.app.inject({ method: 'GET', url: '/api/v1/form_settings/17' });
    expect(expectRefused(reading, 401).code).toBe('UNAUTHENTICATED');
    const saving = await api.app.inject({ method: 'POST', url: '/api/v1/form_settings', payload: orderGrid });
    expect(expectRefused(saving, 401).code).toBe('UNAUTHENTICATED');
  });

  it('answers null for a grid the user never saved, then what they saved, with a growing version', async () => {
    expect(await read('sales', 'round.trip')).toBeNull();
    const first = await save('sales', { ...orderGrid, objectId: 'round.trip' });
    expect(first).toEqual({ ...orderGrid, objectId: 'round.trip', version: 1 });
    expect(await read('sales', 'round.trip')).toEqual(first);
    const second = await save('sales', {
      objectId: 'round.trip',
      columns: [{ field: 'DocNum' }],
      version: 1,
    });
    expect(second).toEqual({
      objectId: 'round.trip',
      columns: [{ field: 'DocNum' }],
      sort: [],
      pageSize: null,
      version: 2,
    });
    expect(await read('sales', 'round.trip')).toEqual(second);
    const overwritten = await save('sales', { objectId: 'round.trip', columns: [], pageSize: 5 });
    expect(overwritten.version).toBe(3);
    const { rows } = await api.database.pool.query<{ n: number }>(
      `select count(*)::int as n from form_settings where object_id = 'round.trip'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("keeps each user's settings of the same grid apart, and saves only the caller's", async () => {
    const mine = await save('sales', { ...orderGrid, objectId: 'shared:grid' });
    expect(await read('warehouse', 'shared:grid')).toBeNull();
    const theirs = await save('warehouse', {
      objectId: 'shared:grid',
      columns: [{ field: 'ItemCode' }],
      pageSize: 10,
    });
    expect(theirs.version).toBe(1);
    expect(await read('sales', 'shared:grid')).toEqual(mine);
    expect(await read('warehouse', 'shared:grid')).toEqual(theirs);
    // A user id in the payload is not a way to write someone else's settings.
    const response = await post('warehouse', { ...orderGrid, objectId: 'shared:grid', userId: 1 });
    expect(expectRefused(response, 400).fields).toHaveProperty(['userId']);
  });

  it('refuses a save from a stale version with 409 and changes nothing', async () => {
    const saved = await save('sales', { ...orderGrid, objectId: 'stale-grid' });
    await save('sales', { ...orderGrid, objectId: 'stale-grid', pageSize: 100, version: saved.version });
    const current = await read('sales', 'stale-grid');
    expect(current?.version).toBe(2);
    const stale = await post('sales', { objectId: 'stale-grid', columns: [], version: saved.version });
    expect(expectRefused(stale, 409).code).toBe('VERSION_CONFLICT');
    expect(await read('sales', 'stale-grid')).toEqual(current);
    const neverSaved = await post('sales', { objectId: 'never-saved', columns: [], version: 1 });
    expect(expectRefused(neverSaved, 409).code).toBe('VERSION_CONFLICT');
    expect(await read('sales', 'never-saved')).toBeNull();
  });

  it('refuses invalid settings with 400, naming each bad field, and saves nothing', async () => {
    const cases: [object, string][] = [
      [{ ...orderGrid, pageSize: 30 }, 'pageSize'],
      [
        { ...orderGrid, columns: [{ field: 'DocNum' }, { field: 'DocNum', hidden: true }] },
        'columns.1.field',
      ],
      [{ ...orderGrid, columns: [{ field: 'DocNum', width: 2001 }] }, 'columns.0.width'],
      [{ ...orderGrid, columns: [{ field: 'DocNum', width: 39 }] }, 'columns.0.width'],
      [{ ...orderGrid, columns: [{ field: 'DocNum', colour: 'red' }] }, 'columns.0.colour'],
      [{ ...orderGrid, filter: 'open' }, 'filter'],
      [{ ...orderGrid, objectId: 'bad id!' }, 'objectId'],
      [{ ...orderGrid, objectId: 'x'.repeat(65) }, 'objectId'],
      [{ ...orderGrid, objectId: '' }, 'objectId'],
      [{ ...orderGrid, sort: [{ field: 'DocNum', direction: 'up' }] }, 'sort.0.direction'],
      [
        { ...orderGrid, sort: ['a', 'b', 'c', 'd', 'e', 'f'].map((field) => ({ field, direction: 'asc' })) },
        'sort',
      ],
      [
        { ...orderGrid, columns: Array.from({ length: 201 }, (_, index) => ({ field: `F${index}` })) },
        'columns',
      ],
      [{ objectId: 'no-columns' }, 'columns'],
    ];
    for (const [payload, field] of cases) {
      const body = expectRefused(await post('sales', payload), 400);
      expect(body.code, field).toBe('VALIDATION_FAILED');
      expect(body.fields, field).toHaveProperty([field]);
    }
    expect(await read('sales', '17')).toBeNull();
  });

  it('refuses a bad object id in the path with 400', async () => {
    for (const objectId of ['bad%20id', 'x'.repeat(65), 'a%2Fb']) {
      const body = expectRefused(await get('sales', objectId), 400);
      expect(body.fields, objectId).toHaveProperty(['objectId']);
    }
    expect(await read('sales', 'x'.repeat(64))).toBeNull();
  });

  it('refuses a 100 KB body with 413 before reading it', async () => {
    const columns = Array.from({ length: 200 }, (_, index) => ({
      field: `${index}`.padEnd(64, 'x'),
      width: 2000,
    }));
    expect(JSON.stringify({ ...orderGrid, columns }).length).toBeLessThan(64 * 1024);
    await save('sales', { ...orderGrid, objectId: 'widest', columns });
    const huge = { ...orderGrid, objectId: 'huge', padding: 'x'.repeat(100 * 1024) };
    expect(expectRefused(await post('sales', huge), 413).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await read('sales', 'huge')).toBeNull();
  });
});
