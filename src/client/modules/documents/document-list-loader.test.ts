import { describe, expect, it, vi } from 'vitest';
import {
  createDocumentListLoader,
  documentListState,
  type RawListAnswer,
  rawListAnswerSchema,
  UnexpectedResultCodeError,
} from './document-list-loader';
import { listRequestQuery } from './document-list-request';

const row = {
  ObjType: '17',
  DocEntry: 1,
  DocNum: 1001,
  Series: 1,
  DocStatus: 'O',
  CANCELED: 'N',
  Draft: 'N',
  WddStatus: '-',
  DocDate: '2026-03-01',
  DocDueDate: '2026-03-10',
  CardCode: 'C0001',
  CardName: 'Acme',
  NumAtCard: null,
  SlpCode: -1,
  SlpName: null,
  BPLId: null,
  DocCur: 'USD',
  DocTotal: '120.00',
  VatSum: '20.00',
  PaidToDate: '0.00',
  Comments: null,
  version: 1,
};
const ok: RawListAnswer = { ResultCode: 1200, ResponseData: { data: [row], total: 1 } };

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const query = listRequestQuery({ objectId: '17', status: 'open', search: '' }, 1);

describe('the document list loader', () => {
  it('does not send a request identical to one already running', async () => {
    const answer = deferred<RawListAnswer>();
    const fetchRaw = vi.fn(() => answer.promise);
    const loader = createDocumentListLoader(fetchRaw);
    const first = loader.load('17', query);
    const second = loader.load('17', { ...query });
    expect(fetchRaw).toHaveBeenCalledTimes(1);
    answer.resolve(ok);
    expect(await first).toEqual(await second);
    expect((await first).rows[0]?.DocNum).toBe(1001);
  });

  it('sends the same request again once the first has answered', async () => {
    const fetchRaw = vi.fn(async () => ok);
    const loader = createDocumentListLoader(fetchRaw);
    await loader.load('17', query);
    await loader.load('17', query);
    expect(fetchRaw).toHaveBeenCalledTimes(2);
  });

  it('sends a request that differs in any parameter', async () => {
    const fetchRaw = vi.fn(async () => ok);
    const loader = createDocumentListLoader(fetchRaw);
    await Promise.all([
      loader.load('17', query),
      loader.load('17', { ...query, page: '2' }),
      loader.load('15', query),
    ]);
    expect(fetchRaw).toHaveBeenCalledTimes(3);
  });

  it("fails with 'Unexpected result code' when the ResultCode is not 1200, and keeps the error state", async () => {
    const loader = createDocumentListLoader(async () => rawListAnswerSchema.parse({ ResultCode: 1300 }));
    const failure = await loader.load('17', query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedResultCodeError);
    expect((failure as Error).message).toBe('Unexpected result code');
    expect(documentListState(undefined, failure)).toEqual({
      status: 'error',
      error: 'unexpected-result-code',
    });
    // Rows loaded earlier do not turn an error back into loaded.
    expect(documentListState(40, failure).status).toBe('error');
  });

  it('aborts a shared request only when every caller has given up', async () => {
    let seen: AbortSignal | undefined;
    const loader = createDocumentListLoader(
      (_objectId, _query, signal) =>
        new Promise((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const one = new AbortController();
    const two = new AbortController();
    loader.load('17', query, one.signal).catch(() => undefined);
    loader.load('17', query, two.signal).catch(() => undefined);
    one.abort();
    expect(seen?.aborted).toBe(false);
    two.abort();
    expect(seen?.aborted).toBe(true);
  });

  it('is loading until the first page brings the count, then loaded', () => {
    expect(documentListState(undefined, null)).toEqual({ status: 'loading' });
    expect(documentListState(12, null)).toEqual({ status: 'loaded', total: 12 });
    expect(documentListState(undefined, new Error('network'))).toEqual({ status: 'error', error: 'failed' });
  });
});

describe('the document list request', () => {
  it('asks as the specification says: isDoc=1, page, per_page=50, DocStatus and IsICT=N', () => {
    expect(listRequestQuery({ objectId: '17', status: 'all', search: '' }, 1)).toEqual({
      isDoc: '1',
      page: '1',
      per_page: '50',
      DocStatus: 'all',
      IsICT: 'N',
    });
  });

  it('maps open, closed and cancelled to DocStatus and CANCELED', () => {
    const of = (status: 'open' | 'closed' | 'cancelled') =>
      listRequestQuery({ objectId: '17', status, search: '' }, 1);
    expect(of('open')).toMatchObject({ DocStatus: 'O', CANCELED: 'N' });
    expect(of('closed')).toMatchObject({ DocStatus: 'C', CANCELED: 'N' });
    expect(of('cancelled')).toMatchObject({ DocStatus: 'all', CANCELED: 'Y' });
  });

  it('sends the search trimmed and the column filters as JSON, only when there are any', () => {
    const filters = [
      { field: 'CardName', op: 'contains', value: 'acme' },
      { field: 'DocTotal', op: 'between', value: { from: '100' } },
    ] as const;
    const query = listRequestQuery(
      { objectId: '17', status: 'open', search: ' acme ', filters: [...filters] },
      3,
    );
    expect(query).toMatchObject({ page: '3', search: 'acme', filters: JSON.stringify(filters) });
    expect(
      listRequestQuery({ objectId: '17', status: 'open', search: '', filters: [] }, 1),
    ).not.toHaveProperty('filters');
  });
});
