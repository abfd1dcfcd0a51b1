import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  type Reply,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * SAP Business One Service Layer clients send object codes as numbers (`"BaseType": 17`); the API
 * answers them as strings and takes either form.
 */
describe.each(testDatabases())('object codes sent as numbers or strings on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let documents: ReturnType<typeof documentRequests>;
  let customer: string;
  let item: string;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    documents = documentRequests(api, headers);
    customer = await partnerOf(api, 'C');
    [item = ''] = await itemsFor(api, 1);
  });
  afterAll(() => api.close());

  const newOrder = async () =>
    documentOf(
      await documents.create('17', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: item, Quantity: '4', UnitPrice: '10' }],
      }),
      201,
    );

  it.each([
    ['a number', 17],
    ['a string', '17'],
  ])('copies an order line into a delivery when BaseType is %s', async (_form, baseType) => {
    const order = await newOrder();
    const delivery = documentOf(
      await documents.create('15', {
        CardCode: customer,
        DocumentLines: [{ BaseType: baseType, BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '1' }],
      }),
      201,
    );
    expect(delivery.DocumentLines[0]).toMatchObject({
      BaseType: '17',
      BaseEntry: order.DocEntry,
      ItemCode: item,
    });
  });

  it('takes a numeric BaseType in an update too', async () => {
    const order = await newOrder();
    const delivery = documentOf(
      await documents.create('15', {
        CardCode: customer,
        DocumentLines: [{ BaseType: 17, BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '1' }],
      }),
      201,
    );
    const updated = documentOf(
      await documents.update('15', delivery.DocEntry, {
        version: delivery.version,
        DocumentLines: [{ BaseType: 17, BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '2' }],
      }),
    );
    expect(updated.DocumentLines[0]).toMatchObject({ BaseType: '17', Quantity: '2.000000' });
  });

  it.each([
    ['an unknown number', 99],
    ['a fraction', 17.5],
    ['an unknown string', '99'],
  ])('refuses %s as a BaseType with a field error, not a 500', async (_what, baseType) => {
    const order = await newOrder();
    const reply = await documents.create('15', {
      CardCode: customer,
      DocumentLines: [{ BaseType: baseType, BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '1' }],
    });
    expect(errorOf(reply, 400).fields?.['DocumentLines.0.BaseType']?.[0]).toMatch(/must be one of .*17/);
  });

  it.each([
    ['a number', 13],
    ['a string', '13'],
  ])('creates a numbering series whose ObjectCode is %s, answered as a string', async (_form, code) => {
    const reply = (await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/numbering-series',
      headers,
      payload: { ObjectCode: code, SeriesName: `Codes ${typeof code}`, InitialNum: 7000 },
    })) as Reply;
    expect(reply.statusCode, reply.body).toBe(201);
    expect(resourceRecordAnswerSchema.parse(reply.json()).ResponseData.ObjectCode).toBe('13');
  });
});
