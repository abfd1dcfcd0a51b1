import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { HttpClient } from '../api/http-client';
import { docNumOf, resolveDocumentNumber } from './document-number';

interface Asked {
  path: string;
  query: unknown;
}

/** A server answering the document list with these rows, whatever the filter: the client must check. */
function serverWith(rows: Record<string, unknown>[] | Error) {
  const asked: Asked[] = [];
  const get = vi.fn(async (path: string, options: { schema: z.ZodType; query?: unknown }) => {
    asked.push({ path, query: options.query });
    if (rows instanceof Error) throw rows;
    return options.schema.parse({ ResultCode: 1200, ResponseData: { data: rows, total: rows.length } });
  });
  return { http: { get } as unknown as Pick<HttpClient, 'get'>, asked, get };
}

describe('resolving a document number typed in the palette', () => {
  it('opens the DocEntry of the document whose DocNum was typed, not DocEntry = the number', async () => {
    const { http, asked } = serverWith([{ DocEntry: 987, DocNum: 1234, CardCode: 'C1' }]);
    await expect(resolveDocumentNumber(http, { objectId: '17', number: '1234' })).resolves.toEqual({
      found: true,
      docEntry: 987,
      href: '/sales/doc/17/987',
    });
    // The list route filtered by DocNum, in every status, one row: the server's read rules decide.
    expect(asked).toEqual([
      {
        path: 'marketing/docs/17',
        query: { isDoc: '1', page: 1, per_page: 1, DocStatus: 'all', DocNum: 1234 },
      },
    ]);
  });

  it('gives purchasing documents their purchasing address', async () => {
    const { http } = serverWith([{ DocEntry: 12, DocNum: 450 }]);
    await expect(resolveDocumentNumber(http, { objectId: '22', number: '450' })).resolves.toMatchObject({
      href: '/purchasing/doc/22/12',
    });
  });

  it('reads leading zeros as the same number', async () => {
    const { http, asked } = serverWith([{ DocEntry: 5, DocNum: 42 }]);
    await expect(resolveDocumentNumber(http, { objectId: '17', number: '0042' })).resolves.toMatchObject({
      found: true,
      docEntry: 5,
    });
    expect(asked[0]?.query).toMatchObject({ DocNum: 42 });
  });

  it('reads rows that carry only some fields (hidden fields stripped for the user)', async () => {
    const { http } = serverWith([{ DocEntry: 3, DocNum: 9 }]);
    await expect(resolveDocumentNumber(http, { objectId: '17', number: '9' })).resolves.toMatchObject({
      found: true,
    });
  });

  it('says not found when no document, or none the user may read, has that number', async () => {
    const { http } = serverWith([]);
    await expect(resolveDocumentNumber(http, { objectId: '17', number: '1234' })).resolves.toEqual({
      found: false,
    });
  });

  it('does not take a row of another number for the one asked', async () => {
    const { http } = serverWith([{ DocEntry: 1234, DocNum: 77 }]);
    await expect(resolveDocumentNumber(http, { objectId: '17', number: '1234' })).resolves.toEqual({
      found: false,
    });
  });

  it('does not ask about a number no document can carry, or a type that is not a document', async () => {
    const { http, get } = serverWith([{ DocEntry: 1, DocNum: 1 }]);
    for (const number of ['0', '000', '99999999999999999999', '2147483648', '12a', '']) {
      await expect(resolveDocumentNumber(http, { objectId: '17', number }), number).resolves.toEqual({
        found: false,
      });
    }
    await expect(resolveDocumentNumber(http, { objectId: '99', number: '1' })).resolves.toEqual({
      found: false,
    });
    expect(get).not.toHaveBeenCalled();
  });

  it('lets a failed request fail, so the palette says why rather than "not found"', async () => {
    const { http } = serverWith(new Error('Network down'));
    await expect(resolveDocumentNumber(http, { objectId: '17', number: '1' })).rejects.toThrow(
      'Network down',
    );
  });

  it('knows which numbers are document numbers', () => {
    expect(docNumOf('1')).toBe(1);
    expect(docNumOf('007')).toBe(7);
    expect(docNumOf('2147483647')).toBe(2147483647);
    expect(docNumOf('2147483648')).toBeUndefined();
    expect(docNumOf('0')).toBeUndefined();
    expect(docNumOf('-1')).toBeUndefined();
  });
});
