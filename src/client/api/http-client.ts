import type { z } from 'zod';
import { HttpError, kindOfStatus } from './http-errors';
import { requestEnded, requestStarted } from './network-activity';

/** A list is sent as the key repeated (`ItemCode=a&ItemCode=b`), which the server reads as an array. */
export type QueryValue = string | number | boolean | undefined | readonly string[];

export interface RequestOptions<Schema extends z.ZodType> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Parses the answer: every answer is typed by a shared schema, and one that does not match is a
   * bad response. A schema still loading (its chunk asked for beside the request) is waited for
   * once the answer is in, so the request does not wait for the code that reads it.
   */
  schema: Schema | PromiseLike<Schema>;
}

export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  readCookie: (name: string) => string | undefined;
  fetch?: typeof fetch;
  /** No timeout unless set (specification section 7). */
  timeoutMs?: number;
  /** The screen's language, sent as Accept-Language: the server words its error texts in it. */
  language?: () => string;
  /** Told when a request that carried a token is answered 401: the session is over. */
  onUnauthorized?: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  request<Schema extends z.ZodType>(
    method: Method,
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<z.infer<Schema>>;
  get<Schema extends z.ZodType>(path: string, options: RequestOptions<Schema>): Promise<z.infer<Schema>>;
  post<Schema extends z.ZodType>(path: string, options: RequestOptions<Schema>): Promise<z.infer<Schema>>;
  put<Schema extends z.ZodType>(path: string, options: RequestOptions<Schema>): Promise<z.infer<Schema>>;
  patch<Schema extends z.ZodType>(path: string, options: RequestOptions<Schema>): Promise<z.infer<Schema>>;
  delete<Schema extends z.ZodType>(path: string, options: RequestOptions<Schema>): Promise<z.infer<Schema>>;
  /**
   * Sends a GET now that a screen will ask for in a moment, before the code that reads it has
   * loaded: the first `get` of the same address within `warmKeptMs` takes this answer instead of
   * asking again (a restored layout's focused pane, issue 20). Nothing is parsed or cached here.
   */
  warm(path: string, options?: { query?: Record<string, QueryValue> }): void;
  /** A file the server streams (a CSV export), with the same token and error handling. */
  download(
    path: string,
    options?: { query?: Record<string, QueryValue>; signal?: AbortSignal },
  ): Promise<Blob>;
}

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const each of value) url.searchParams.append(key, each);
    else if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function headersFor(options: HttpClientOptions, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const language = options.language?.();
  if (language) headers.set('Accept-Language', language);
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = options.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = options.readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

/** Joins the caller's signal and the timeout into one, remembering which one fired. */
function abortSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(
      'bad-response',
      'The server answered with something that is not JSON.',
      response.status,
    );
  }
}

async function failureOf(response: Response): Promise<HttpError> {
  const details = await readJson(response).catch(() => undefined);
  // Fetched with the first refusal: the sign-in page loads without zod (issue 20).
  const { errorBodySchema } = await import('../../shared/api/envelopes');
  const body = errorBodySchema.safeParse(details);
  const message = body.success ? body.data.message : `The server answered ${response.status}.`;
  const kind = kindOfStatus(response.status);
  return new HttpError(kind, message, response.status, body.success ? body.data : undefined, details);
}

/** How long a warmed answer waits for its `get`: past that, the screen asks anew. */
export const warmKeptMs = 10_000;

/** Waits for `promise`, or throws as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The one HTTP client of the product: bearer token, XSRF header, JSON, typed errors. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  /** Warmed GETs by address, each taken by the first `get` of that address. */
  const warmed = new Map<string, Promise<Response>>();

  function warm(path: string, warmOptions: { query?: Record<string, QueryValue> } = {}): void {
    const url = buildUrl(options.baseUrl, path, warmOptions.query);
    if (warmed.has(url)) return;
    const controller = new AbortController();
    requestStarted();
    const response = send(url, {
      method: 'GET',
      headers: headersFor(options, false),
      credentials: 'include',
      signal: controller.signal,
    });
    // A failed warm-up is not an error of its own: the screen's `get` sends the request again.
    response.catch(() => undefined).finally(requestEnded);
    warmed.set(url, response);
    setTimeout(() => {
      if (warmed.get(url) !== response) return;
      warmed.delete(url);
      controller.abort();
    }, warmKeptMs);
  }

  /** The warmed answer to this GET, if one is on its way and did not fail to arrive. */
  async function takeWarmed(url: string, signal: AbortSignal): Promise<Response | undefined> {
    const response = warmed.get(url);
    if (!response) return undefined;
    warmed.delete(url);
    try {
      return await unlessAborted(response, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return undefined;
    }
  }

  async function request<Schema extends z.ZodType>(
    method: Method,
    path: string,
    requestOptions: RequestOptions<Schema>,
  ): Promise<z.infer<Schema>> {
    const hasBody = requestOptions.body !== undefined;
    const signals = abortSignals(requestOptions.signal, options.timeoutMs);
    requestStarted();
    // One deadline for the whole exchange: a server that sends its headers and then stalls the
    // body times out too.
    try {
      const url = buildUrl(options.baseUrl, path, requestOptions.query);
      const response =
        (method === 'GET' ? await takeWarmed(url, signals.signal) : undefined) ??
        (await send(url, {
          method,
          headers: headersFor(options, hasBody),
          body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
          credentials: 'include',
          signal: signals.signal,
        }));
      if (response.status === 401 && options.getToken()) options.onUnauthorized?.();
      if (!response.ok) throw await failureOf(response);
      const body = await readJson(response);
      const parsed = (await requestOptions.schema).safeParse(body);
      if (!parsed.success) {
        throw new HttpError('bad-response', 'The server answered in an unexpected shape.', response.status);
      }
      return parsed.data;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (signals.timedOut()) throw new HttpError('timeout', `No answer within ${options.timeoutMs} ms.`);
      if (requestOptions.signal?.aborted) throw new HttpError('aborted', 'The request was cancelled.');
      throw new HttpError(
        'network',
        error instanceof Error ? error.message : 'The server could not be reached.',
      );
    } finally {
      signals.dispose();
      requestEnded();
    }
  }

  async function download(
    path: string,
    downloadOptions: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
  ): Promise<Blob> {
    try {
      const response = await send(buildUrl(options.baseUrl, path, downloadOptions.query), {
        headers: headersFor(options, false),
        credentials: 'include',
        signal: downloadOptions.signal,
      });
      if (response.status === 401 && options.getToken()) options.onUnauthorized?.();
      if (!response.ok) throw await failureOf(response);
      return await response.blob();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (downloadOptions.signal?.aborted) throw new HttpError('aborted', 'The request was cancelled.');
      throw new HttpError(
        'network',
        error instanceof Error ? error.message : 'The server could not be reached.',
      );
    }
  }

  return {
    request,
    warm,
    download,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, requestOptions) => request('POST', path, requestOptions),
    put: (path, requestOptions) => request('PUT', path, requestOptions),
    patch: (path, requestOptions) => request('PATCH', path, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
  };
}
