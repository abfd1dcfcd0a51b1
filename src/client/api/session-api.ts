import { z } from 'zod';
import {
  type LoginSuccess,
  loginFailureSchema,
  loginSuccessSchema,
  logoutAnswerSchema,
  verifyAnswerSchema,
} from '../../shared/api/auth';
import type { HttpClient } from './http-client';
import { HttpError } from './http-errors';

/** Specification section 8: a failed sign-in shows the server's message, or this. */
export const loginFailedFallback = 'Login failed';

export type LoginOutcome =
  | { ok: true; login: LoginSuccess }
  | { ok: false; message: string; statusCode?: number };

/**
 * Signs in. Success is HTTP 200 with statusCode 0 (specification section 5); anything else is a
 * failure carrying the server's message when it sent one.
 */
export async function signIn(http: HttpClient, username: string, password: string): Promise<LoginOutcome> {
  try {
    const answer = await http.post('login', { body: { username, password }, schema: z.unknown() });
    const success = loginSuccessSchema.safeParse(answer);
    if (success.success) return { ok: true, login: success.data };
    const failure = loginFailureSchema.safeParse(answer);
    return failure.success
      ? { ok: false, message: failure.data.message, statusCode: failure.data.statusCode }
      : { ok: false, message: loginFailedFallback };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, message: loginFailedFallback };
    const failure = loginFailureSchema.safeParse(error.details);
    if (failure.success)
      return { ok: false, message: failure.data.message, statusCode: failure.data.statusCode };
    return { ok: false, message: error.body?.message ?? loginFailedFallback };
  }
}

/** Read by the session's verification (session-flow.ts), which sends its request before this chunk loads. */
export { verifyAnswerSchema };

/** Ends the session on the server; a failure is only logged, the client signs out anyway (section 7). */
export async function signOut(http: HttpClient): Promise<void> {
  try {
    await http.get('logout', { schema: logoutAnswerSchema });
  } catch (error) {
    console.warn('The server did not confirm the sign-out', error);
  }
}
