import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocModel, docModelAnswerSchema } from '../../src/shared/api/resources';
import {
  documentHeaderFields,
  documentLineFields,
} from '../../src/shared/document-model/document-definition';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('GET /api/v1/doc_model/{objectId} of a document type on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  async function docModel(user: string, objectId: string) {
    return api.app.inject({
      method: 'GET',
      url: `/api/v1/doc_model/${objectId}`,
      headers: { authorization: `Bearer ${await api.signIn(user)}` },
    });
  }
  const names = (fields: DocModel['fields']) => fields.map((field) => field.name);

  it('answers the sales order as the document definition declares it, header and lines', async () => {
    const response = await docModel('admin', '17');
    expect(response.statusCode, response.body).toBe(200);
    const model = docModelAnswerSchema.parse(response.json()).ResponseData;
    expect(model).toMatchObject({
      objectId: '17',
      subject: 'SalesOrder',
      key: 'DocEntry',
      labelField: 'DocNum',
    });
    expect(names(model.fields)).toEqual(documentHeaderFields.map((field) => field.name));
    expect(names(model.lines ?? [])).toEqual(documentLineFields.map((field) => field.name));
    const field = (name: string) => model.fields.find((candidate) => candidate.name === name);
    // The partner is chosen when the order is made; totals are the server's; remarks are the user's.
    expect(field('CardCode')).toMatchObject({
      kind: 'reference',
      resource: 'business-partners',
      editable: 'create',
      writable: true,
    });
    expect(field('DocTotal')).toMatchObject({ kind: 'money', writable: false });
    expect(field('Comments')).toMatchObject({
      kind: 'text',
      maxLength: 254,
      multiline: true,
      writable: true,
    });
    expect(field('SlpName')).toMatchObject({ via: 'SlpCode', writable: false });
    // Where a field is placed (grid column, PDF, editor) is the screens' business, not the model's.
    expect(Object.keys(field('DocNum') ?? {})).not.toContain('column');
  });

  it("leaves out the line fields the caller's rules hide: no cost or profit for the sales user", async () => {
    const model = docModelAnswerSchema.parse((await docModel('sales', '17')).json()).ResponseData;
    expect(names(model.lines ?? [])).not.toContain('StockPrice');
    expect(names(model.lines ?? [])).not.toContain('GrssProfit');
    expect(names(model.lines ?? [])).toContain('ItemCode');
    expect(model.can.delete).toBe(false);
  });

  it('refuses a document type the caller may not read, and names no model for an unknown id', async () => {
    expect((await docModel('sales', '22')).statusCode).toBe(403);
    expect((await docModel('admin', '99999')).statusCode).toBe(404);
  });
});
