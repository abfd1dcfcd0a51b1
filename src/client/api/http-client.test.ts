import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, createHttpClient, type HttpClientOptions } from './http-client';
import { HttpError } from './http-errors';

/** A real HTTP server on loopback: each path answers the way a test needs. */
let server: Server;
let baseUrl: string;
let lastRequest: IncomingMessage | undefined;
let lastBody = '';

function portOf(listening: Server): number {
  const address = listening.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no TCP port');
  return address.port;
}

function listen(target: Server): Promise<void> {
  return new Promise((resolve) => target.listen(0, '127.0.0.1', resolve));
}

function close(target: Server): Promise<void> {
  return new Promise((resolve) => target.close(() => resolve()));
}

const json = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

const answers: Record<string, (response: ServerResponse) => void> = {
  '/api/v1/ok': (response) => json(response, 200, '{"ResultCode":1200,"ResponseData":{"data":[],"total":0}}'),
  '/api/v1/invalid': (response) =>
    json(
      response,
      400,
      '{"code":"VALIDATION_FAILED","message":"The request has invalid fields.","fields":{"page":["bad"]}}',
    ),
  '/api/v1/missing': (response) => json(response, 404, '{"code":"NOT_FOUND","message":"Not here."}'),
  '/api/v1/broken': (response) =>
    json(response, 500, '{"code":"INTERNAL","message":"The server could not complete the request."}'),
  '/api/v1/not-json': (response) => json(response, 200, '<html>'),
  '/api/v1/empty': (response) => {
    response.writeHead(204);
    response.end();
  },
  '/api/v1/slow': (response) => {
    setTimeout(() => json(response, 200, '{}'), 500);
  },
  // Headers at once, the body only later: the timeout must cover the whole answer.
  '/api/v1/slow-body': (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.flushHeaders();
    setTimeout(() => response.end('{}'), 500);
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request;
    lastBody = '';
    request.on('data', (chunk: Buffer) => {
      lastBody += chunk.toString();
    });
    request.on('end', () => {
      const answer = answers[new URL(request.url ?? '/', 'http://x').pathname];
      if (answer) answer(response);
      else json(response, 200, JSON.stringify({ echo: lastBody }));
    });
  });
  await listen(server);
  baseUrl = `http://127.0.0.1:${portOf(server)}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await close(server);
});

const echo = z.object({ echo: z.string() });
const client = (overrides: Partial<HttpClientOptions> = {}) =>
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

  it('hands back the JSON unchecked when no schema is given, and nothing for an empty answer', async () => {
    expect(await client().get('ok')).toEqual({ ResultCode: 1200, ResponseData: { data: [], total: 0 } });
    expect(await client().delete('empty')).toBeUndefined();
  });

  it('sends the bearer token, the XSRF cookie as a header, and JSON', async () => {
    await client({
      getToken: () => 'token-1',
      readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : undefined),
    }).post('echo', { body: { CardCode: 'C00001' }, schema: echo });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.headers.authorization).toBe('Bearer token-1');
    expect(lastRequest?.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(lastRequest?.headers.accept).toBe('application/json');
    expect(JSON.parse(lastBody)).toEqual({ CardCode: 'C00001' });
  });

  it('uses the method it is called by', async () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      await client()[method]('echo', { schema: echo });
      expect(lastRequest?.method).toBe(method.toUpperCase());
    }
  });

  it('sends no authorization or XSRF header without them, and no content type without a body', async () => {
    await client().get('echo', { schema: echo });
    expect(lastRequest?.headers.authorization).toBeUndefined();
    expect(lastRequest?.headers['x-xsrf-token']).toBeUndefined();
    expect(lastRequest?.headers['content-type']).toBeUndefined();
  });

  it('builds the query string, leaving out undefined values', async () => {
    await client().get('echo', {
      query: { page: 2, DocStatus: 'O', search: undefined, IsICT: 'N', isDoc: true },
      schema: echo,
    });
    expect(lastRequest?.url).toBe('/api/v1/echo?page=2&DocStatus=O&IsICT=N&isDoc=true');
    expect(buildUrl('http://h/api/v1/', '/x', { a: 'b c' })).toBe('http://h/api/v1/x?a=b+c');
  });

  it('turns a 4xx answer into a bad request carrying the error body', async () => {
    const invalid = await failure(client().get('invalid', { schema: z.unknown() }));
    expect(invalid).toMatchObject({
      kind: 'bad-request',
      status: 400,
      message: 'The request has invalid fields.',
    });
    expect(invalid.body?.code).toBe('VALIDATION_FAILED');
    expect(invalid.body?.fields).toEqual({ page: ['bad'] });
    const missing = await failure(client().get('missing'));
    expect(missing).toMatchObject({ kind: 'bad-request', status: 404 });
    expect(missing.body?.code).toBe('NOT_FOUND');
  });

  it('turns a 5xx answer, an unreadable answer or an unexpected shape into a bad response', async () => {
    const broken = await failure(client().get('broken'));
    expect(broken).toMatchObject({ kind: 'bad-response', status: 500 });
    expect(broken.body?.code).toBe('INTERNAL');
    expect(await failure(client().get('not-json'))).toMatchObject({ kind: 'bad-response', status: 200 });
    expect(await failure(client().get('ok', { schema: z.object({ other: z.string() }) }))).toMatchObject({
      kind: 'bad-response',
    });
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const closed = createServer();
    await listen(closed);
    const port = portOf(closed);
    await close(closed);
    const unreachable = client({ baseUrl: `http://127.0.0.1:${port}/api/v1` });
    const error = await failure(unreachable.get('ok'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });

  it('waits as long as it takes by default, and times out only when asked to', async () => {
    expect(await client().get('slow', { schema: z.object({}) })).toEqual({});
    expect(await failure(client({ timeoutMs: 100 }).get('slow'))).toMatchObject({ kind: 'timeout' });
  });

  it('times out a server that sends its headers but stalls on the body', async () => {
    expect(await failure(client({ timeoutMs: 100 }).get('slow-body'))).toMatchObject({ kind: 'timeout' });
  });

  it('reports a request cancelled by its caller as aborted, not as a timeout', async () => {
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5_000 }).get('slow', { signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });

    const cancelledBefore = AbortSignal.abort();
    expect(await failure(client().get('ok', { signal: cancelledBefore }))).toMatchObject({ kind: 'aborted' });
  });
});
