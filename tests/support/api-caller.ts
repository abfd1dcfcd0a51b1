import { expect } from 'vitest';
import { signInForWrites } from './sign-in';

type Row = Record<string, unknown>;

/** A call of the product's API: its `ResponseData`, the test failed on any answer but a 2xx. */
export type ApiCall = <T = Row>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
) => Promise<T>;

/**
 * JSON calls to the API at `origin` as `user`, signed in once: how a browser test prepares its
 * data or reads what the screen saved, rather than through the page.
 */
export async function apiCaller(origin: string, user: string): Promise<ApiCall> {
  const headers = { ...(await signInForWrites(origin, user)), 'content-type': 'application/json' };
  return async <T = Row>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${origin}/api/v1/${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return ((await response.json()) as { ResponseData: T }).ResponseData;
  };
}
