import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';

/** Signs in to a running server over HTTP as a demo user and returns the access token. */
export async function signIn(baseUrl: string, userCode: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userCode, password: demoPassword }),
  });
  if (response.status !== 200)
    throw new Error(`signing in as ${userCode} answered ${response.status}: ${await response.text()}`);
  return loginSuccessSchema.parse(await response.json()).access_token;
}

/**
 * Signs in over HTTP and returns the headers a state-changing request needs: the bearer token, and
 * the anti-forgery token both as its cookie and as the X-XSRF-TOKEN header (double submit).
 */
export async function signInForWrites(baseUrl: string, userCode: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userCode, password: demoPassword }),
  });
  if (response.status !== 200)
    throw new Error(`signing in as ${userCode} answered ${response.status}: ${await response.text()}`);
  const token = loginSuccessSchema.parse(await response.json()).access_token;
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(response.headers.getSetCookie().join('; '))?.[1] ?? '';
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
}
