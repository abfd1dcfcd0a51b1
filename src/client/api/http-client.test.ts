import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, createHttpClient } from './http-client';
import { HttpError } from './http-errors';

/** A real HTTP server on loopback: each path answers the way a test needs. */
let server: Server;
let baseUrl: string;
let lastRequest: IncomingMessage | undefined;
let lastBody = '';
/** Requests the server received, by path and query, in order. */
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request;
    received.push(request.url ?? '');
    lastBody = '';
    request.on('data', (chunk: Buffer) => {
      lastBody += chunk.toString();
    });
    request.on('end', () => {
      const json = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      };
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/api/v1/ok') return json(200, '{"ResultCode":1200,"ResponseData":{"data":[],"total":0}}');
      if (path === '/api/v1/invalid')
        return json(
          400,
          '{"code":"VALIDATION_FAILED","message":"The request has invalid fields.","fields":{"page":["bad"]}}',
        );
      if (path === '/api/v1/unauthorized')
        return json(401, '{"code":"UNAUTHENTICATED","message":"Sign in to continue."}');
      if (path === '/api/v1/missing') return json(404, '{"code":"NOT_FOUND","message":"Not here."}');
      if (path === '/api/v1/broken')
        return json(500, '{"code":"INTERNAL","message":"The server could not complete the request."}');
      if (path === '/api/v1/not-json') return json(200, '<html>');
      if (path === '/api/v1/stalled-body') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"echo":');
        setTimeout(() => response.end('"late"}'), 600);
        return;
      }
      if (path === '/api/v1/slow') {
        setTimeout(() => json(200, '{}'), 500);
        return;
      }
      return json(200, JSON.stringify({ echo: lastBody }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const echo = z.object({ echo: z.string() });
const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ baseUrl, getToken: () => null, readCookie: () => undefined, ...overrides });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient', () => {
  it('parses a JSON answer with the given schema', async () => {
    const schema = z.object({ ResultCode: z.literal(1200), ResponseData: z.object({ total: z.number() }) });
    const answer = await client().get('ok', { schema });
    expect(answer.ResponseData.total).toBe(0);
  });

  it('sends the request before a schema still loading has arrived, and reads the answer with it then', async () => {
    const schema = z.object({ ResultCode: z.literal(1200), ResponseData: z.object({ total: z.number() }) });
    let arrive: (loaded: typeof schema) => void = () => undefined;
    const loading = new Promise<typeof schema>((resolve) => {
      arrive = resolve;
    });
    lastRequest = undefined;
    const answer = client().get('ok', { schema: loading });
    await expect.poll(() => lastRequest?.url).toBe('/api/v1/ok');
    arrive(schema);
    expect((await answer).ResponseData.total).toBe(0);
  });

  it('sends the bearer token, the XSRF cookie as a header, and JSON', async () => {
    await client({
      getToken: () => 'token-1',
      readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : undefined),
    }).post('echo', { body: { CardCode: 'C00001' }, schema: echo });
    expect(lastRequest?.headers.authorization).toBe('Bearer token-1');
    expect(lastRequest?.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(lastRequest?.headers.accept).toBe('application/json');
    expect(JSON.parse(lastBody)).toEqual({ CardCode: 'C00001' });
  });

  it('sends the screen’s language, so the server words its refusals in it', async () => {
    await client({ language: () => 'ar' }).get('echo', { schema: echo });
    expect(lastRequest?.headers['accept-language']).toBe('ar');
  });

  it('sends no authorization header without a token and no content type without a body', async () => {
    await client().get('echo', { schema: echo });
    expect(lastRequest?.headers.authorization).toBeUndefined();
    expect(lastRequest?.headers['content-type']).toBeUndefined();
  });

  it('builds the query string, leaving out undefined values', async () => {
    await client().get('echo', {
      query: { page: 2, DocStatus: 'O', search: undefined, IsICT: 'N' },
      schema: echo,
    });
    expect(lastRequest?.url).toBe('/api/v1/echo?page=2&DocStatus=O&IsICT=N');
    expect(buildUrl('http://h/api/v1/', '/x', { a: 'b c' })).toBe('http://h/api/v1/x?a=b+c');
    expect(buildUrl('http://h/api/v1', 'x', { k: ['a', 'b&c'], n: [] })).toBe(
      'http://h/api/v1/x?k=a&k=b%26c',
    );
  });

  it('turns a 4xx answer into a bad request carrying the error body', async () => {
    const invalid = await failure(client().get('invalid', { schema: z.unknown() }));
    expect(invalid).toMatchObject({
      kind: 'bad-request',
      status: 400,
      message: 'The request has invalid fields.',
    });
    expect(invalid.body?.fields).toEqual({ page: ['bad'] });
    expect(invalid.details).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request has invalid fields.',
      fields: { page: ['bad'] },
    });
    expect(await failure(client().get('missing', { schema: z.unknown() }))).toMatchObject({
      kind: 'bad-request',
      status: 404,
    });
  });

  it('turns a 5xx answer, an unreadable answer or an unexpected shape into a bad response', async () => {
    expect(await failure(client().get('broken', { schema: z.unknown() }))).toMatchObject({
      kind: 'bad-response',
      status: 500,
    });
    expect(await failure(client().get('not-json', { schema: z.unknown() }))).toMatchObject({
      kind: 'bad-response',
    });
    expect(await failure(client().get('ok', { schema: z.object({ other: z.string() }) }))).toMatchObject({
      kind: 'bad-response',
    });
  });

  it('tells its owner when a request that carried a token is refused with 401, and only then', async () => {
    const ended: string[] = [];
    const signedIn = client({ getToken: () => 'token-1', onUnauthorized: () => ended.push('ended') });
    expect(await failure(signedIn.get('unauthorized', { schema: z.unknown() }))).toMatchObject({
      status: 401,
    });
    expect(ended).toEqual(['ended']);
    await failure(signedIn.get('missing', { schema: z.unknown() }));
    const signedOut = client({ getToken: () => null, onUnauthorized: () => ended.push('anonymous') });
    await failure(signedOut.get('unauthorized', { schema: z.unknown() }));
    expect(ended).toEqual(['ended']);
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createHttpClient({
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      getToken: () => null,
      readCookie: () => undefined,
    });
    expect(await failure(unreachable.get('ok', { schema: z.unknown() }))).toMatchObject({ kind: 'network' });
  });

  it('waits as long as it takes by default, and times out only when asked to', async () => {
    expect(await client().get('slow', { schema: z.object({}) })).toEqual({});
    expect(await failure(client({ timeoutMs: 100 }).get('slow', { schema: z.unknown() }))).toMatchObject({
      kind: 'timeout',
    });
  });

  it('times out a server that sends its headers and then stalls the body', async () => {
    expect(await failure(client({ timeoutMs: 150 }).get('stalled-body', { schema: echo }))).toMatchObject({
      kind: 'timeout',
    });
    expect(await client().get('stalled-body', { schema: echo })).toEqual({ echo: 'late' });
  });

  it('reports a request cancelled by its caller as aborted', async () => {
    const controller = new AbortController();
    const pending = client().get('slow', { signal: controller.signal, schema: z.unknown() });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
  });

  describe('warm', () => {
    const counted = z.object({ ResultCode: z.literal(1200) }).loose();

    it('sends a GET at once, and the first get of the same address takes its answer instead of asking again', async () => {
      const http = client();
      received.length = 0;
      http.warm('ok', { query: { page: 1, q: 'a b' } });
      await expect.poll(() => received).toEqual(['/api/v1/ok?page=1&q=a+b']);
      expect(await http.get('ok', { query: { page: 1, q: 'a b' }, schema: counted })).toMatchObject({
        ResultCode: 1200,
      });
      // Taken once: the next get asks the server again, as does another address.
      await http.get('ok', { query: { page: 1, q: 'a b' }, schema: counted });
      await http.get('ok', { query: { page: 2, q: 'a b' }, schema: counted });
      expect(received).toEqual([
        '/api/v1/ok?page=1&q=a+b',
        '/api/v1/ok?page=1&q=a+b',
        '/api/v1/ok?page=2&q=a+b',
      ]);
    });

    it('gives a warmed refusal to its get as any refusal: 401 ends the session once', async () => {
      let ended = 0;
      const http = client({ getToken: () => 'token-1', onUnauthorized: () => ended++ });
      received.length = 0;
      http.warm('unauthorized');
      expect(await failure(http.get('unauthorized', { schema: z.unknown() }))).toMatchObject({ status: 401 });
      expect(received).toEqual(['/api/v1/unauthorized']);
      expect(ended).toBe(1);
    });

    it('lets a get whose caller gives up abort while the warmed answer is still on its way', async () => {
      const http = client();
      http.warm('slow');
      const controller = new AbortController();
      const pending = http.get('slow', { signal: controller.signal, schema: z.unknown() });
      controller.abort();
      expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
    });

    it('asks again when the warmed request could not reach the server', async () => {
      let calls = 0;
      const flaky: typeof fetch = (input, init) =>
        ++calls === 1 ? Promise.reject(new TypeError('offline')) : fetch(input, init);
      const http = client({ fetch: flaky });
      http.warm('ok');
      expect(await http.get('ok', { schema: counted })).toMatchObject({ ResultCode: 1200 });
      expect(calls).toBe(2);
    });
  });
});
