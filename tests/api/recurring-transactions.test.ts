import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { recurringDueAnswerSchema, recurringRunAnswerSchema } from '../../src/shared/api/recurring';
import { resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  itemsFor,
  partnerOf,
  plusDays,
  type Reply,
  sqlRows,
} from '../support/document-requests';
import { postgresOnly, testDatabases } from '../support/test-databases';

const today = () => new Date().toISOString().slice(0, 10);

/** A harness with an administrator's headers and a template made from a sales order it posts. */
async function templateHarness(api: ApiHarness) {
  const headers = await api.writeHeaders('admin');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra = headers) =>
    api.app.inject({ method, url: `/api/v1${url}`, headers: extra, payload }) as Promise<Reply>;
  const customer = await partnerOf(api, 'C');
  const [item] = await itemsFor(api, 1);
  const order = documentOf(
    await documentRequests(api, headers).create('17', {
      CardCode: customer,
      DocumentLines: [{ ItemCode: item, Quantity: '2', UnitPrice: '12.5' }],
    }),
    201,
  );
  const makeTemplate = async (schedule: object) => {
    const reply = await call('POST', '/resources/recurring-templates', {
      TemplateName: 'Every other day',
      ObjType: '17',
      BaseEntry: order.DocEntry,
      ...schedule,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const dueOf = async (TemplateId: unknown) => {
    const reply = await call('GET', '/logistics-hub/recurring-transactions');
    expect(reply.statusCode, reply.body).toBe(200);
    return recurringDueAnswerSchema
      .parse(reply.json())
      .ResponseData.data.filter((row) => row.TemplateId === TemplateId)
      .map((row) => row.DueDate);
  };
  const run = (action: 'execute' | 'skip', TemplateId: unknown, DueDate: string) =>
    call('POST', `/logistics-hub/recurring-transactions/${action}`, { TemplateId, DueDate });
  return { call, customer, item, order, makeTemplate, dueOf, run };
}

describe.each(testDatabases())('recurring transactions on $name', (target) => {
  let api: ApiHarness;
  let harness: Awaited<ReturnType<typeof templateHarness>>;
  beforeAll(async () => {
    api = await startApi(target);
    harness = await templateHarness(api);
  });
  afterAll(() => api.close());

  it('lists the due dates of a schedule up to today, executes one once, and records a skip', async () => {
    const day = today();
    const template = await harness.makeTemplate({
      Frequency: 'D',
      Interval: 2,
      StartDate: plusDays(day, -4),
    });
    expect(template).toMatchObject({ CardCode: harness.customer, ObjType: '17' });
    // Every second day from four days ago: four days ago, two days ago, today.
    expect(await harness.dueOf(template.TemplateId)).toEqual([plusDays(day, -4), plusDays(day, -2), day]);

    const executed = await harness.run('execute', template.TemplateId, plusDays(day, -4));
    expect(executed.statusCode, executed.body).toBe(201);
    const run = recurringRunAnswerSchema.parse(executed.json()).ResponseData;
    expect(run).toMatchObject({ Outcome: 'E', ObjType: '17' });
    const made = documentOf(
      await documentRequests(api, await api.writeHeaders('admin')).read('17', run.DocEntry ?? 0),
    );
    expect(made).toMatchObject({
      CardCode: harness.customer,
      DocDate: plusDays(day, -4),
      DocNum: run.DocNum,
    });
    expect(made.DocumentLines.map((line) => [line.ItemCode, Number(line.Quantity)])).toEqual([
      [harness.item, 2],
    ]);

    const again = await harness.run('execute', template.TemplateId, plusDays(day, -4));
    expect(again.statusCode, again.body).toBe(409);
    const skipped = await harness.run('skip', template.TemplateId, plusDays(day, -2));
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((await harness.run('execute', template.TemplateId, plusDays(day, -2))).statusCode).toBe(409);
    expect(await harness.dueOf(template.TemplateId)).toEqual([day]);

    // A day the schedule never falls on, or one still to come, is not due.
    expect((await harness.run('execute', template.TemplateId, plusDays(day, -3))).statusCode).toBe(400);
    expect((await harness.run('execute', template.TemplateId, plusDays(day, 2))).statusCode).toBe(400);
    const runs = await sqlRows<{ outcome: string }>(
      api,
      'select outcome from recurring_runs where template_id = $1 order by due_date',
      [template.TemplateId],
    );
    expect(runs.map((row) => row.outcome)).toEqual(['E', 'S']);
  });

  it('refuses a template of a document that does not exist, and week days that are not weekdays', async () => {
    const base = { TemplateName: 'Bad', ObjType: '17', StartDate: today() };
    const missing = await harness.call('POST', '/resources/recurring-templates', {
      ...base,
      BaseEntry: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(missing.json()).fields ?? {})).toContain('BaseEntry');
    const days = await harness.call('POST', '/resources/recurring-templates', {
      ...base,
      BaseEntry: harness.order.DocEntry,
      Frequency: 'W',
      WeekDays: '19',
    });
    expect(days.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(days.json()).fields ?? {})).toContain('WeekDays');
  });

  it('keeps a draft as the template document, which the next execution posts', async () => {
    const template = await harness.makeTemplate({ Frequency: 'D', StartDate: today() });
    const draft = {
      CardCode: harness.customer,
      Comments: 'Kept as a draft',
      DocumentLines: [{ ItemCode: harness.item, Quantity: '5' }],
    };
    const kept = await harness.call(
      'PUT',
      `/logistics-hub/recurring-templates/${String(template.TemplateId)}/document`,
      draft,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await harness.call(
      'PUT',
      `/logistics-hub/recurring-templates/${String(template.TemplateId)}/document`,
      {
        CardCode: harness.customer,
        DocumentLines: [],
      },
    );
    expect(refused.statusCode).toBe(400);
    const executed = await harness.run('execute', template.TemplateId, today());
    expect(executed.statusCode, executed.body).toBe(201);
    const run = recurringRunAnswerSchema.parse(executed.json()).ResponseData;
    const made = documentOf(
      await documentRequests(api, await api.writeHeaders('admin')).read('17', run.DocEntry ?? 0),
    );
    expect(made.Comments).toBe('Kept as a draft');
    expect(made.DocumentLines.map((line) => Number(line.Quantity))).toEqual([5]);
  });

  it('keeps recurring transactions from sales staff', async () => {
    const sales = await api.writeHeaders('sales');
    expect(
      (await harness.call('GET', '/logistics-hub/recurring-transactions', undefined, sales)).statusCode,
    ).toBe(403);
  });
});

// PGlite runs one query at a time (PITFALLS.md): the race is real on PostgreSQL only.
describe.each(postgresOnly('recurring execution race'))('recurring execution race on $name', (target) => {
  let api: ApiHarness;
  afterAll(() => api.close());

  it('creates one document when two servers execute the same due date at once; the other is told', async () => {
    api = await startApi(target);
    const harness = await templateHarness(api);
    const other = await api.startAnotherServer();
    const headers = await api.writeHeaders('admin');
    const template = await harness.makeTemplate({ Frequency: 'D', StartDate: today() });
    const body = { TemplateId: template.TemplateId, DueDate: today() };
    const [count] = await sqlRows<{ n: number }>(
      api,
      "select count(*)::int as n from documents where obj_type = '17'",
    );
    const replies = await Promise.all(
      [api, other, api, other].map(
        (server) =>
          server.app.inject({
            method: 'POST',
            url: '/api/v1/logistics-hub/recurring-transactions/execute',
            headers,
            payload: body,
          }) as Promise<Reply>,
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [after] = await sqlRows<{ n: number }>(
      api,
      "select count(*)::int as n from documents where obj_type = '17'",
    );
    expect((after?.n ?? 0) - (count?.n ?? 0)).toBe(1);
  });
});
