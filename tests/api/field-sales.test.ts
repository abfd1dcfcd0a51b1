import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { gpsBatchAnswerSchema, gpsClientSetupSchema } from '../../src/shared/api/gps';
import {
  type RecordRow,
  resourceListAnswerSchema,
  resourceRecordAnswerSchema,
} from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { type Reply, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabases())('the market setup, outlets and GPS positions on $name', (target) => {
  let api: ApiHarness;
  const headersOf: Record<string, Record<string, string>> = {};
  /** A customer with a ship-to address that is not an outlet yet, and its bill-to address. */
  let free: { card_code: string; ship_to: number; bill_to: number };
  let salesUserId: number;
  let adminUserId: number;

  beforeAll(async () => {
    api = await startApi(target);
    for (const user of ['admin', 'sales', 'dispatcher', 'warehouse'])
      headersOf[user] = await api.writeHeaders(user);
    const [row] = await sqlRows<{ card_code: string; ship_to: number; bill_to: number }>(
      api,
      `select a.card_code, a.line_num as ship_to, b.line_num as bill_to
         from partner_addresses a
         join business_partners p on p.card_code = a.card_code and p.card_type = 'C'
         join partner_addresses b on b.card_code = a.card_code and b.adres_type = 'B'
        where a.adres_type = 'S'
          and not exists (select 1 from outlets o where o.card_code = a.card_code and o.line_num = a.line_num)
        order by a.card_code desc, a.line_num limit 1`,
    );
    if (!row) throw new Error('the seed has no customer ship-to address without an outlet');
    free = row;
    const [sales] = await sqlRows<{ user_id: number }>(
      api,
      `select user_id from users where user_code = 'sales'`,
    );
    salesUserId = sales?.user_id ?? 0;
    const [admin] = await sqlRows<{ user_id: number }>(
      api,
      `select user_id from users where user_code = 'admin'`,
    );
    adminUserId = admin?.user_id ?? 0;
  });
  afterAll(() => api.close());

  const call = (method: Method, url: string, payload?: object, user = 'admin') =>
    api.app.inject({ method, url: `/api/v1${url}`, headers: headersOf[user], payload }) as Promise<Reply>;
  const record = async (url: string, user = 'admin'): Promise<RecordRow> => {
    const reply = await call('GET', url, undefined, user);
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const list = async (url: string, user = 'admin') => {
    const reply = await call('GET', url, undefined, user);
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceListAnswerSchema.parse(reply.json()).ResponseData;
  };
  const fieldsOf = (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(400);
    return Object.keys(errorBodySchema.parse(reply.json()).fields ?? {});
  };
  const filtered = (field: string, value: string | number) =>
    encodeURIComponent(JSON.stringify([{ field, op: 'equals', value: String(value) }]));

  it('seeds a market: channels, tiers, distributors, two surveys and located outlets in each market', async () => {
    expect((await list('/resources/channels')).data.map((row) => row.ChannelCode)).toEqual([
      'HOR',
      'MT',
      'TT',
    ]);
    expect((await list('/resources/tiers')).data.map((row) => row.TierCode)).toEqual(['A', 'B', 'C']);
    expect((await list('/resources/distributors')).total).toBe(3);
    expect((await list('/resources/surveys')).total).toBe(2);
    const markets = await sqlRows<{ country: string; n: number; located: number }>(
      api,
      `select b.country, count(*)::int as n, count(o.latitude)::int as located
         from outlets o join business_partners b on b.card_code = o.card_code group by b.country order by b.country`,
    );
    expect(markets.map((row) => row.country)).toEqual(['AE', 'FR', 'GB']);
    for (const market of markets) {
      expect(market.n).toBeGreaterThan(20);
      expect(market.located).toBe(market.n);
    }
  });

  it('keeps channels, tiers and distributors: codes once, a used one not deleted, setup kept by administrators', async () => {
    const created = await call('POST', '/resources/channels', {
      ChannelCode: 'pharma',
      ChannelName: 'Pharmacies',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await record('/resources/channels/PHARMA')).toMatchObject({
      ChannelName: 'Pharmacies',
      Active: 'Y',
    });
    expect(
      (await call('POST', '/resources/channels', { ChannelCode: 'PHARMA', ChannelName: 'Again' })).statusCode,
    ).toBe(409);
    expect(
      fieldsOf(await call('POST', '/resources/tiers', { TierCode: 'Z', TierName: 'Z', Rank: -1 })),
    ).toContain('Rank');
    const distributor = await call('POST', '/resources/distributors', {
      DistCode: 'D-NEW',
      DistName: 'New Distribution',
      Territory: 999_999,
    });
    expect(fieldsOf(distributor)).toContain('Territory');
    // MT is an outlet's channel and a survey's: deactivated, never deleted.
    const mt = await record('/resources/channels/MT');
    expect((await call('DELETE', `/resources/channels/MT?version=${String(mt.version)}`)).statusCode).toBe(
      409,
    );
    // Sales and dispatchers read the setup; only administrators change it.
    expect((await list('/resources/channels', 'sales')).total).toBe(4);
    expect((await list('/resources/tiers', 'dispatcher')).total).toBe(3);
    for (const user of ['sales', 'dispatcher'])
      expect(
        (await call('POST', '/resources/channels', { ChannelCode: 'X', ChannelName: 'X' }, user)).statusCode,
      ).toBe(403);
    expect((await call('GET', '/resources/channels', undefined, 'warehouse')).statusCode).toBe(403);
  });

  it('keeps surveys with questions of four kinds, a choice question with its choices', async () => {
    const created = await call('POST', '/resources/surveys', {
      SurveyName: 'Cooler audit',
      ChannelCode: 'HOR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const survey = resourceRecordAnswerSchema.parse(created.json()).ResponseData;
    const id = Number(survey.SurveyId);
    expect(id).toBe(3);
    const ask = (payload: object) =>
      call('POST', `/resources/survey-questions`, { SurveyId: id, ...payload });
    expect((await ask({ Question: 'Cooler working', AnswerKind: 'Y' })).statusCode).toBe(201);
    expect((await ask({ Question: 'Cooler fill (%)', AnswerKind: 'N', Choices: 'ignored' })).statusCode).toBe(
      201,
    );
    expect(fieldsOf(await ask({ Question: 'Cooler brand', AnswerKind: 'C', Choices: 'Ours' }))).toEqual([
      'Choices',
    ]);
    expect(
      (await ask({ Question: 'Cooler brand', AnswerKind: 'C', Choices: ' Ours \n\nTheirs\n' })).statusCode,
    ).toBe(201);
    expect(fieldsOf(await ask({ Question: 'Anything', AnswerKind: 'X' }))).toContain('AnswerKind');
    const questions = (await list(`/resources/survey-questions?filters=${filtered('SurveyId', id)}`)).data;
    expect(questions.map((row) => [row.LineNum, row.AnswerKind, row.Choices ?? null])).toEqual([
      [1, 'Y', null],
      [2, 'N', null],
      [3, 'C', 'Ours\nTheirs'],
    ]);
    // The questions go with their survey.
    const deleted = await call('DELETE', `/resources/surveys/${id}?version=${String(survey.version)}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(`/resources/survey-questions?filters=${filtered('SurveyId', id)}`)).total).toBe(0);
  });

  it("keeps an outlet on a customer's ship-to address: its position both or neither and in range, its visit frequency", async () => {
    const base = { CardCode: free.card_code, LineNum: free.ship_to };
    const post = (payload: object, user = 'admin') =>
      call('POST', '/resources/outlets', { ...base, ...payload }, user);
    expect(fieldsOf(await post({ Latitude: '51.5' }))).toEqual(['Longitude']);
    expect(fieldsOf(await post({ Longitude: '-0.1' }))).toEqual(['Latitude']);
    expect(fieldsOf(await post({ Latitude: '91', Longitude: '0' }))).toContain('Latitude');
    expect(fieldsOf(await post({ Latitude: '0', Longitude: '-180.5' }))).toContain('Longitude');
    expect(fieldsOf(await post({ VisitFreq: 'Y' }))).toContain('VisitFreq');
    expect(fieldsOf(await post({ ChannelCode: 'NOPE' }))).toContain('ChannelCode');
    expect(fieldsOf(await post({ LineNum: free.bill_to }))).toEqual(['LineNum']);
    expect((await post({ Latitude: '51.5', Longitude: '-0.1' }, 'sales')).statusCode).toBe(403);
    const created = await post({
      Latitude: '51.501234',
      Longitude: '-0.141234',
      ChannelCode: 'TT',
      VisitFreq: 'F',
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/resources/outlets/${free.card_code}/${free.ship_to}`;
    const outlet = await record(url);
    expect(outlet).toMatchObject({ ChannelCode: 'TT', VisitFreq: 'F', TierCode: null, Active: 'Y' });
    expect(Number(outlet.Latitude)).toBe(51.501234);
    // Taking the position away takes both coordinates.
    expect(fieldsOf(await call('PATCH', url, { Latitude: null, version: outlet.version }))).toEqual([
      'Latitude',
    ]);
    const cleared = await call('PATCH', url, { Latitude: null, Longitude: null, version: outlet.version });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await record(url)).toMatchObject({ Latitude: null, Longitude: null });
    // The partner's outlets, as its record lists them; the dispatcher reads them too.
    const ofPartner = await list(
      `/resources/outlets?filters=${filtered('CardCode', free.card_code)}`,
      'dispatcher',
    );
    expect(ofPartner.data.map((row) => row.LineNum)).toContain(free.ship_to);
  });

  const position = (id: string, extra: object = {}) => ({
    ClientId: id,
    Latitude: 51.5,
    Longitude: -0.12,
    AccuracyM: 12,
    RecordedAt: '2025-03-20T09:00:00Z',
    ...extra,
  });
  const report = (positions: object[], user = 'sales') =>
    call('POST', '/gps/positions', { Positions: positions }, user);

  it('refuses positions before the rep consented, where GPS setup asks it', async () => {
    await sqlRows(api, `delete from gps_consents where user_id = $1`, [salesUserId]);
    const setup = gpsClientSetupSchema.parse((await call('GET', '/gps/setup', undefined, 'sales')).json());
    expect(setup).toMatchObject({ ConsentRequired: 'Y', Consent: null, IntervalSeconds: 300 });
    const refused = await report([position('no-consent-1')]);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorBodySchema.parse(refused.json()).code).toBe('FORBIDDEN');
    const declined = await call('PUT', '/gps/consent', { Consent: 'N' }, 'sales');
    expect(gpsClientSetupSchema.parse(declined.json()).Consent).toBe('N');
    expect((await report([position('no-consent-2')])).statusCode).toBe(403);
    const [{ n } = { n: -1 }] = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from gps_locations where client_id like 'no-consent-%'`,
    );
    expect(n).toBe(0);
    expect((await call('PUT', '/gps/consent', { Consent: 'Y' }, 'sales')).statusCode).toBe(200);
  });

  it('refuses bad coordinates with field errors and stores nothing of that batch', async () => {
    const bad = await report([
      position('bad-1'),
      position('bad-2', { Latitude: 95 }),
      position('bad-3', { Longitude: -181 }),
      position('bad-4', { Latitude: '51.5' }),
      position('bad-5', { RecordedAt: 'yesterday' }),
    ]);
    expect(fieldsOf(bad).sort()).toEqual([
      'Positions.1.Latitude',
      'Positions.2.Longitude',
      'Positions.3.Latitude',
      'Positions.4.RecordedAt',
    ]);
    expect(fieldsOf(await report([]))).toEqual(['Positions']);
    const [{ n } = { n: -1 }] = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from gps_locations where client_id like 'bad-%'`,
    );
    expect(n).toBe(0);
  });

  it('stores a position once however often its batch is sent, even two copies at once', async () => {
    const batch = [
      position('once-1'),
      position('once-2', { RecordedAt: '2025-03-20T09:05:00Z' }),
      position('once-1'),
    ];
    const first = gpsBatchAnswerSchema.parse((await report(batch)).json());
    expect(first).toEqual({ Stored: 2, AlreadyStored: 1, TooInaccurate: 0 });
    const again = gpsBatchAnswerSchema.parse((await report(batch)).json());
    expect(again).toEqual({ Stored: 0, AlreadyStored: 3, TooInaccurate: 0 });
    const racing = [position('race-1'), position('race-2')];
    const answers = await Promise.all([report(racing), report(racing)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stored = answers.map((answer) => gpsBatchAnswerSchema.parse(answer.json()).Stored);
    expect(stored.reduce((sum, n) => sum + n, 0)).toBe(2);
    const rows = await sqlRows<{ client_id: string; n: number }>(
      api,
      `select client_id, count(*)::int as n from gps_locations
        where client_id in ('once-1', 'once-2', 'race-1', 'race-2') group by client_id order by client_id`,
    );
    expect(rows).toEqual([
      { client_id: 'once-1', n: 1 },
      { client_id: 'once-2', n: 1 },
      { client_id: 'race-1', n: 1 },
      { client_id: 'race-2', n: 1 },
    ]);
  });

  it('leaves out fixes less accurate than GPS setup asks, and refuses all while recording is off', async () => {
    const answer = gpsBatchAnswerSchema.parse(
      (await report([position('rough-1', { AccuracyM: 250 }), position('fine-1', { AccuracyM: 99 })])).json(),
    );
    expect(answer).toEqual({ Stored: 1, AlreadyStored: 0, TooInaccurate: 1 });
    const settings = await record('/resources/gps-settings/1');
    expect(
      fieldsOf(
        await call('PATCH', '/resources/gps-settings/1', { WorkEnd: '07:00', version: settings.version }),
      ),
    ).toEqual(['WorkEnd']);
    expect(
      fieldsOf(
        await call('PATCH', '/resources/gps-settings/1', { IntervalSeconds: 5, version: settings.version }),
      ),
    ).toEqual(['IntervalSeconds']);
    const off = await call('PATCH', '/resources/gps-settings/1', {
      TrackingOn: 'N',
      version: settings.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await report([position('off-1')])).statusCode).toBe(409);
    const on = await call('PATCH', '/resources/gps-settings/1', {
      TrackingOn: 'Y',
      version: Number(settings.version) + 1,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call('GET', '/resources/gps-settings/1', undefined, 'sales')).statusCode).toBe(200);
    expect(
      (await call('PATCH', '/resources/gps-settings/1', { TrackingOn: 'N', version: 3 }, 'sales')).statusCode,
    ).toBe(403);
  });

  it("lists a rep's own positions to them and every rep's to administrators", async () => {
    const own = await list(
      `/resources/gps-locations?per_page=500&filters=${filtered('PosDate', '2025-03-20')}`,
      'sales',
    );
    expect(own.data.map((row) => row.ClientId).sort()).toEqual([
      'fine-1',
      'once-1',
      'once-2',
      'race-1',
      'race-2',
    ]);
    expect(own.data.every((row) => row.UserId === salesUserId)).toBe(true);
    await sqlRows(
      api,
      `insert into gps_locations (client_id, user_id, latitude, longitude, recorded_at, pos_date, pos_time)
       values ('admin-1', $1, 48.85, 2.35, '2025-03-20T10:00:00Z', '2025-03-20', '10:00:00')`,
      [adminUserId],
    );
    const everyone = await list(
      `/resources/gps-locations?per_page=500&filters=${filtered('PosDate', '2025-03-20')}`,
    );
    expect(everyone.total).toBe(6);
    expect(
      (await list(`/resources/gps-locations?filters=${filtered('PosDate', '2025-03-20')}`, 'sales')).total,
    ).toBe(5);
    expect((await call('GET', '/resources/gps-locations', undefined, 'dispatcher')).statusCode).toBe(403);
  });

  it("gives each rep's day its first and last activity and the hours between, as worked out by hand", async () => {
    // 2025-03-19: 07:45, 12:10 and 16:15 UTC, the first sent last: 8.50 hours, three positions.
    const day = [
      position('day-2', { RecordedAt: '2025-03-19T13:10:00+01:00' }),
      position('day-3', { RecordedAt: '2025-03-19T16:15:00Z' }),
      position('day-1', { RecordedAt: '2025-03-19T07:45:00Z' }),
    ];
    expect(gpsBatchAnswerSchema.parse((await report(day)).json()).Stored).toBe(3);
    const key = `${salesUserId}_2025-03-19`;
    const sheet = await record(`/resources/employee-timesheet/${key}`, 'sales');
    expect(sheet).toMatchObject({
      UserId: salesUserId,
      WorkDate: '2025-03-19',
      FirstTime: '07:45:00',
      LastTime: '16:15:00',
      Positions: 3,
    });
    expect(Number(sheet.Hours)).toBe(8.5);
    // 2025-03-20 (above): 09:00 to 09:05, five positions: 0.08 hours.
    const other = await record(`/resources/employee-timesheet/${salesUserId}_2025-03-20`);
    expect(other).toMatchObject({ FirstTime: '09:00:00', LastTime: '09:05:00', Positions: 5 });
    expect(Number(other.Hours)).toBe(0.08);
    // The seeded rep has five working days of positions, 08:30 to 17:00.
    const seeded = await list(
      `/resources/employee-timesheet?filters=${filtered('UserId', salesUserId)}&per_page=50`,
      'sales',
    );
    const seededDays = seeded.data.filter((row) => row.FirstTime === '08:30:00');
    expect(seededDays).toHaveLength(5);
    expect(seededDays.every((row) => Number(row.Hours) === 8.5 && row.LastTime === '17:00:00')).toBe(true);
    // An administrator's day is theirs: the engine refuses it to the rep, the administrator reads it.
    const adminDay = `/resources/employee-timesheet/${adminUserId}_2025-03-20`;
    expect((await call('GET', adminDay, undefined, 'sales')).statusCode).toBe(403);
    expect(await record(adminDay)).toMatchObject({
      FirstTime: '10:00:00',
      LastTime: '10:00:00',
      Positions: 1,
    });
  });
});
