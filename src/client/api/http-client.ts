import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/envelopes';
import { HttpError, kindOfStatus } from './http-errors';

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  /** Undefined values are left out, so optional filters can be passed as they are. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface ParsedRequestOptions<Schema extends z.ZodType> extends RequestOptions {
  /** Parses the answer; one that does not match is a bad response. */
  schema: Schema;
}

/** With a schema the answer is parsed and typed by it; without one the caller gets unchecked JSON. */
export interface HttpCall {
  <Schema extends z.ZodType>(path: string, options: ParsedRequestOptions<Schema>): Promise<z.infer<Schema>>;
  (path: string, options?: RequestOptions): Promise<unknown>;
}

export interface HttpClient {
  get: HttpCall;
  post: HttpCall;
  put: HttpCall;
  patch: HttpCall;
  delete: HttpCall;
}

export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  readCookie: (name: string) => string | undefined;
  fetch?: typeof fetch;
  /** No timeout unless set (specification section 7). */
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Specification section 7: the anti-forgery cookie is echoed back in this header. */
const xsrfCookie = 'XSRF-TOKEN';
const xsrfHeader = 'X-XSRF-TOKEN';

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function headersFor(options: HttpClientOptions, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = options.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = options.readCookie(xsrfCookie);
  if (xsrf) headers.set(xsrfHeader, xsrf);
  return headers;
}

/**
 * Joins the caller's signal and the timeout into one, remembering which one fired: both surface
 * from fetch as the same AbortError, but the user is told different things.
 */
function joinSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const forward = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

function parseJson(text: string, status: number): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new HttpError('bad-response', 'The server answered with something that is not JSON.', {
      status,
      cause,
    });
  }
}

function failureOf(status: number, text: string): HttpError {
  let details: unknown;
  try {
    details = parseJson(text, status);
  } catch {
    details = undefined;
  }
  const body = errorBodySchema.safeParse(details);
  const message = body.success ? body.data.message : `The server answered ${status}.`;
  return new HttpError(kindOfStatus(status), message, {
    status,
    body: body.success ? body.data : undefined,
    details,
  });
}

/** The one HTTP client of the product: bearer token, XSRF header, JSON, typed errors. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const transport = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The whole exchange, body included, so a server that stalls mid-answer still times out. */
  async function exchange(method: Method, path: string, init: RequestOptions) {
    const hasBody = init.body !== undefined;
    const signals = joinSignals(init.signal, options.timeoutMs);
    try {
      const response = await transport(buildUrl(options.baseUrl, path, init.query), {
        method,
        headers: headersFor(options, hasBody),
        body: hasBody ? JSON.stringify(init.body) : undefined,
        credentials: 'include',
        signal: signals.signal,
      });
      return { status: response.status, ok: response.ok, text: await response.text() };
    } catch (cause) {
      if (signals.timedOut())
        throw new HttpError('timeout', `No answer within ${options.timeoutMs} ms.`, { cause });
      if (init.signal?.aborted) throw new HttpError('aborted', 'The request was cancelled.', { cause });
      throw new HttpError('network', 'The server could not be reached.', { cause });
    } finally {
      signals.dispose();
    }
  }

  async function request<Schema extends z.ZodType>(
    method: Method,
    path: string,
    init: RequestOptions,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    const answer = await exchange(method, path, init);
    if (!answer.ok) throw failureOf(answer.status, answer.text);
    const parsed = schema.safeParse(parseJson(answer.text, answer.status));
    if (!parsed.success)
      throw new HttpError('bad-response', 'The server answered in an unexpected shape.', {
        status: answer.status,
        cause: parsed.error,
      });
    return parsed.data;
  }

  function call(method: Method): HttpCall {
    function send<Schema extends z.ZodType>(
      path: string,
      init: ParsedRequestOptions<Schema>,
    ): Promise<z.infer<Schema>>;
    function send(path: string, init?: RequestOptions): Promise<unknown>;
    function send(path: string, init: RequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
      return request(method, path, init, init.schema ?? z.unknown());
    }
    return send;
  }

  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}
