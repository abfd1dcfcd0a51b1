import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNumberingSeries } from '../../src/server/modules/documents/numbering-upkeep';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type RecordRow, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf, type Reply } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources/numbering-series';

describe.each(testDatabases())('document numbering series on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
  });
  afterAll(() => api.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, query = {}) =>
    api.app.inject({ method, url, headers, query, ...(payload ? { payload } : {}) }) as Promise<Reply>;
  const recordOf = (reply: Reply, status = 200): RecordRow => {
    expect(reply.statusCode, reply.body).toBe(status);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const fieldErrors = (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(400);
    return errorBodySchema.parse(reply.json()).fields ?? {};
  };
  const read = async (series: number) => recordOf(await send('GET', `${base}/${series}`));
  const defaultsOf = async (objectCode: string) => {
    const { rows } = await api.database.pool.query<{ series: number }>(
      `select series from numbering_series where object_code = $1 and is_default = 'Y' and bpl_id is null`,
      [objectCode],
    );
    return rows.map((row) => row.series);
  };

  async function newOrderIn(series: number) {
    const documents = documentRequests(api, headers);
    const [item] = await itemsFor(api, 1);
    return documentOf(
      await documents.create('17', {
        CardCode: await partnerOf(api, 'C'),
        Series: series,
        DocumentLines: [{ ItemCode: item, Quantity: '1' }],
      }),
      201,
    );
  }

  it('starts a new series at its first number and numbers documents from there', async () => {
    const created = recordOf(
      await send('POST', base, { ObjectCode: '17', SeriesName: 'Export', InitialNum: 5000 }),
      201,
    );
    expect(created).toMatchObject({ NextNumber: 5000, IsDefault: 'N', Locked: 'N' });
    const order = await newOrderIn(Number(created.Series));
    expect(order.DocNum).toBe(5000);
    expect((await read(Number(created.Series))).NextNumber).toBe(5001);
  });

  it('refuses a posting whose series was used up after it was chosen, and writes nothing of it', async () => {
    const created = recordOf(
      await send('POST', base, { ObjectCode: '17', SeriesName: 'Short', InitialNum: 70, LastNum: 71 }),
      201,
    );
    const series = Number(created.Series);
    expect((await newOrderIn(series)).DocNum).toBe(70);
    // Used up behind the server's back: the number is judged by the posting's last statement.
    await api.database.pool.query('update numbering_series set next_number = 72 where series = $1', [series]);
    const count = async () =>
      Number(
        (
          await api.database.pool.query<{ n: string }>(
            'select count(*) as n from documents where series = $1',
            [series],
          )
        ).rows[0]?.n,
      );
    const before = await count();
    const documents = documentRequests(api, headers);
    const [item] = await itemsFor(api, 1);
    const refused = await documents.create('17', {
      CardCode: await partnerOf(api, 'C'),
      Series: series,
      DocumentLines: [{ ItemCode: item, Quantity: '1' }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorBodySchema.parse(refused.json()).message).toContain('has used its last number (71)');
    expect(await count()).toBe(before);
    expect((await read(series)).NextNumber).toBe(72);
  });

  it('never moves the next number backwards, nor the first number, once a number is used', async () => {
    const series = recordOf(
      await send('POST', base, { ObjectCode: '17', SeriesName: 'Counter', InitialNum: 100 }),
      201,
    );
    const key = Number(series.Series);
    // Unused: the administrator may still move it both ways.
    const moved = recordOf(
      await send('PATCH', `${base}/${key}`, { NextNumber: 120, version: series.version }),
    );
    const back = recordOf(await send('PATCH', `${base}/${key}`, { NextNumber: 110, version: moved.version }));
    expect(back.NextNumber).toBe(110);
    await newOrderIn(key);
    const used = await read(key);
    expect(used.NextNumber).toBe(111);
    const errors = fieldErrors(
      await send('PATCH', `${base}/${key}`, { NextNumber: 105, InitialNum: 50, version: used.version }),
    );
    expect(errors.NextNumber?.[0]).toMatch(/cannot move backwards/);
    expect(errors.InitialNum?.[0]).toMatch(/cannot change once/);
    const forward = recordOf(
      await send('PATCH', `${base}/${key}`, { NextNumber: 200, version: used.version }),
    );
    expect(forward.NextNumber).toBe(200);
    expect((await newOrderIn(key)).DocNum).toBe(200);
  });

  it('keeps the range whole: next not below first, last not below a used number', async () => {
    expect(
      fieldErrors(
        await send('POST', base, { ObjectCode: '17', SeriesName: 'Bad', InitialNum: 10, NextNumber: 9 }),
      ).NextNumber,
    ).toBeDefined();
    const series = recordOf(
      await send('POST', base, { ObjectCode: '17', SeriesName: 'Short', InitialNum: 1, LastNum: 1 }),
      201,
    );
    await newOrderIn(Number(series.Series));
    const full = await read(Number(series.Series));
    // The one number is used: a further document is refused, the series kept as it was.
    const refused = await documentRequests(api, headers).create('17', {
      CardCode: await partnerOf(api, 'C'),
      Series: Number(series.Series),
      DocumentLines: [{ ItemCode: (await itemsFor(api, 1))[0], Quantity: '1' }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(
      fieldErrors(await send('PATCH', `${base}/${series.Series}`, { LastNum: 0, version: full.version }))
        .LastNum,
    ).toBeDefined();
  });

  it('has one default series per document type: a new default takes the role, the old one cannot just drop it', async () => {
    const [before] = await defaultsOf('13');
    expect(before).toBeDefined();
    const replacement = recordOf(
      await send('POST', base, {
        ObjectCode: '13',
        SeriesName: 'Invoices 2027',
        InitialNum: 1,
        IsDefault: 'Y',
      }),
      201,
    );
    expect(await defaultsOf('13')).toEqual([Number(replacement.Series)]);
    const errors = fieldErrors(
      await send('PATCH', `${base}/${replacement.Series}`, { IsDefault: 'N', version: replacement.version }),
    );
    expect(errors.IsDefault).toBeDefined();
    // The old default's version moved, so a form opened on it before cannot overwrite the change.
    const old = await read(before ?? 0);
    expect(old.IsDefault).toBe('N');
    expect(Number(old.version)).toBeGreaterThan(1);
  });

  it('refuses to delete a series that numbered documents, and deletes an unused one', async () => {
    const used = recordOf(
      await send('POST', base, { ObjectCode: '17', SeriesName: 'Used', InitialNum: 1 }),
      201,
    );
    await newOrderIn(Number(used.Series));
    const current = await read(Number(used.Series));
    const refused = await send('DELETE', `${base}/${used.Series}`, undefined, {
      version: String(current.version),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const unused = recordOf(
      await send('POST', base, { ObjectCode: '17', SeriesName: 'Spare', InitialNum: 1 }),
      201,
    );
    const removed = await send('DELETE', `${base}/${unused.Series}`, undefined, {
      version: String(unused.version),
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('is kept by who may change it: a sales user may not read or write series', async () => {
    const sales = await api.writeHeaders('sales');
    const list = await api.app.inject({ method: 'GET', url: base, headers: sales });
    expect(list.statusCode).toBe(403);
    const write = await api.app.inject({
      method: 'POST',
      url: base,
      headers: sales,
      payload: { ObjectCode: '17', SeriesName: 'Mine', InitialNum: 1 },
    });
    expect(write.statusCode).toBe(403);
  });

  it('gives a type that came with an upgrade a primary series at start, once, and a goods receipt posts at once', async () => {
    // A company made before the goods receipt existed: its type has no series yet.
    await api.database.pool.query(`update user_defaults set series_59 = null`);
    await api.database.pool.query(`delete from numbering_series where object_code = '59'`);
    const [item] = await itemsFor(api, 1);
    const receipt = {
      DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: 'WH01', UnitPrice: '2' }],
    };
    const documents = documentRequests(api, headers);
    expect((await documents.create('59', receipt)).statusCode).not.toBe(201);
    expect(await ensureNumberingSeries(api.database)).toEqual(['59']);
    expect(await ensureNumberingSeries(api.database)).toEqual([]);
    expect(await defaultsOf('59')).toHaveLength(1);
    const posted = documentOf(await documents.create('59', receipt), 201);
    expect(posted.DocNum).toBe(1);
  });
});
