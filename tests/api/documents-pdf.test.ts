import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, pagesOf, readRightToLeft, textRunsOf } from '../../src/server/pdf/pdf-inspection';
import { demoUsers } from '../../src/server/seed/demo-access';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { formatMoney } from '../../src/shared/locale/formatters';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const whitespace = /\s+/g;
const flat = (text: string) => text.replace(whitespace, ' ');

interface PdfReply {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}

function readPdf(reply: PdfReply) {
  expect(reply.statusCode, reply.rawPayload.toString()).toBe(200);
  const pdf = inspectPdf(reply.rawPayload);
  expect(pdf.problems).toEqual([]);
  const pages = pagesOf(pdf);
  const runs = pages.flatMap((page) => textRunsOf(pdf, page)).map(flat);
  return { pages: pages.length, runs, text: runs.join('\n') };
}

describe.each(testDatabases())('the PDF of a document on $name', (target) => {
  let api: ApiHarness;
  let order: MarketingDocument;
  let items: string[];
  let customer: string;
  let adminHeaders: Record<string, string>;
  const pdfOf = (objectType: string, entry: number, headers: Record<string, string>, query = '') =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/marketing/docs/${objectType}/${entry}/pdf${query}`,
      headers,
    }) as Promise<PdfReply>;

  beforeAll(async () => {
    api = await startApi(target);
    adminHeaders = await api.writeHeaders('admin');
    customer = await partnerOf(api, 'C');
    items = await itemsFor(api, 200, 20);
    const admin = documentRequests(api, adminHeaders);
    order = documentOf(
      await admin.create('17', {
        CardCode: customer,
        NumAtCard: 'PO-PDF-77',
        DocumentLines: items
          .slice(0, 3)
          .map((ItemCode, index) => ({ ItemCode, Quantity: String(index + 2) })),
      }),
      201,
    );
  });
  afterAll(() => api.close());

  it('answers a PDF attachment named after the document type and number', async () => {
    const reply = await pdfOf('17', order.DocEntry, adminHeaders, '?lang=en');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="SalesOrder-${order.DocNum}.pdf"`,
    );
    expect(reply.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // Subset fonts: tens of kilobytes, where DejaVu Sans alone weighs 740 kB.
    expect(reply.rawPayload.length).toBeLessThan(150_000);
  });

  it('prints the number, the partner, the items and the total as the screen formats them', async () => {
    const { text, pages } = readPdf(await pdfOf('17', order.DocEntry, adminHeaders, '?lang=en'));
    const [sumDec] = await sqlRows<{ sum_dec: number }>(api, 'select sum_dec from company');
    const total = formatMoney(order.DocTotalFC === '0.00' ? order.DocTotal : order.DocTotalFC, {
      decimals: sumDec?.sum_dec ?? 2,
      currency: order.DocCur,
      language: 'en',
    });
    expect(pages).toBe(1);
    expect(text).toContain(`Sales Order ${order.DocNum}`);
    expect(text).toContain(order.CardName);
    expect(text).toContain('PO-PDF-77');
    expect(text).toContain(items[0]);
    expect(text).toContain(flat(total));
    expect(text).toContain(catalogues.en.documents.totals.total);
  });

  it('labels the Arabic PDF from the Arabic catalogue, right to left', async () => {
    const { runs } = readPdf(await pdfOf('17', order.DocEntry, adminHeaders, '?lang=ar'));
    const read = runs.map(readRightToLeft);
    expect(read).toContain(catalogues.ar.documents.totals.total);
    expect(read).toContain(catalogues.ar.documents.fields.Quantity);
    expect(runs.join('\n')).toContain(items[0]);
  });

  it('takes the language of Accept-Language when the query names none', async () => {
    const reply = await pdfOf('17', order.DocEntry, { ...adminHeaders, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(reply.headers['content-language']).toBe('fr');
    expect(readPdf(reply).text).toContain(catalogues.fr.documents.totals.total);
  });

  it('continues a 200-line document over several pages, the table header on each', async () => {
    const admin = documentRequests(api, adminHeaders);
    const long = documentOf(
      await admin.create('23', {
        CardCode: customer,
        DocumentLines: items.map((ItemCode) => ({ ItemCode, Quantity: '1' })),
      }),
      201,
    );
    const { pages, runs } = readPdf(await pdfOf('23', long.DocEntry, adminHeaders, '?lang=en'));
    expect(pages).toBeGreaterThan(1);
    const headers = runs.filter((run) => run === catalogues.en.documents.fields.Dscription);
    expect(headers).toHaveLength(pages);
    expect(runs).toContain(items[199]);
  });

  it('refuses an unknown language with 400 and a missing document with 404', async () => {
    expect((await pdfOf('17', order.DocEntry, adminHeaders, '?lang=de')).statusCode).toBe(400);
    expect((await pdfOf('17', 999_999, adminHeaders)).statusCode).toBe(404);
  });

  it('answers a sales user as GET does: 404 for an order of another sales employee, the PDF for theirs', async () => {
    const sales = await api.writeHeaders('sales');
    const salesSlp = demoUsers.find((user) => user.USER_CODE === 'sales')?.SlpCode ?? -1;
    for (const [mine, status] of [
      [false, 404],
      [true, 200],
    ] as const) {
      const [row] = await sqlRows<{ doc_entry: number }>(
        api,
        `select doc_entry from documents where obj_type = '17' and (slp_code = $1) = $2 order by doc_entry limit 1`,
        [salesSlp, mine],
      );
      const entry = row?.doc_entry ?? 0;
      const read = await documentRequests(api, sales).read('17', entry);
      expect(read.statusCode).toBe(status);
      expect((await pdfOf('17', entry, sales)).statusCode).toBe(status);
    }
  });

  it('answers 403 to a user who may not read the document type', async () => {
    const warehouse = await api.writeHeaders('warehouse');
    expect((await pdfOf('17', order.DocEntry, warehouse)).statusCode).toBe(403);
  });
});
