import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiHarness } from './api-app';
import {
  badBody,
  badParam,
  databaseDigest,
  documentCases,
  type FuzzCase,
  firstRecords,
  malformedJson,
  resourceFieldCases,
  sendCase,
  urlWith,
  writeRoutesOf,
} from './write-fuzz';

export interface FuzzSettings {
  /** Generated cases per write endpoint (bodies, malformed JSON, bad path parameters). */
  runsPerRoute: number;
  /** Bad values tried per resource field (0: every one of them); document cases are all tried. */
  fieldValuesPerField: number;
  seed: number;
}

export interface FuzzFigures {
  routes: number;
  requests: number;
  /** Answers by status: every one of them a 4xx. */
  statuses: Record<string, number>;
  seconds: number;
}

/**
 * Routes that act on their path alone and ignore the body: with a real key the action would be
 * done whatever the body held, so they get bad path parameters only.
 */
const actsOnPathAlone = [
  /^DELETE /,
  /\/notifications\/:id\/read$/,
  /\/users\/:id\/(unlock|activate)$/,
  /\/approval\/requests\/:WddCode\/post$/,
];

/** Routes without a path parameter that act whatever the body holds: nothing bad to send them. */
const actsWithoutInput = [/\/notifications\/read-all$/, /\/logout$/];

/**
 * Throws bad input at every write endpoint as the administrator (who may write everything) and
 * checks each answer is a 4xx and that no table changed.
 */
export async function fuzzWriteEndpoints(api: ApiHarness, settings: FuzzSettings): Promise<FuzzFigures> {
  const started = performance.now();
  const headers = await api.writeHeaders('admin');
  const statuses: Record<string, number> = {};
  let requests = 0;
  // A request can leave the database's connection broken for the next one (a NUL on PGlite did):
  // a failure names the requests just before it too.
  const recent: string[] = [];
  const send = async (fuzzCase: FuzzCase) => {
    try {
      const status = await sendCase(api, headers, fuzzCase);
      statuses[status] = (statuses[status] ?? 0) + 1;
      requests += 1;
    } catch (error) {
      throw new Error(`${String(error)}\nafter:\n${recent.join('\n')}`);
    }
    recent.push(
      `${fuzzCase.method} ${fuzzCase.url} ${(fuzzCase.raw ?? JSON.stringify(fuzzCase.payload) ?? '').slice(0, 200)}`,
    );
    if (recent.length > 5) recent.shift();
  };

  const before = await databaseDigest(api);
  const routes = writeRoutesOf(api);
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const hasParams = route.url.includes(':');
    if (actsWithoutInput.some((pattern) => pattern.test(name))) continue;
    const pathOnly = actsOnPathAlone.some((pattern) => pattern.test(name));
    const param = pathOnly ? badParam : fc.oneof(badParam, fc.constant('1'));
    const input = fc.oneof(
      badBody.map((payload) => ({ payload, raw: undefined })),
      malformedJson.map((raw) => ({ payload: undefined, raw })),
    );
    await fc.assert(
      fc.asyncProperty(param, input, async (value, body) => {
        await send({ method: route.method, url: urlWith(route.url, hasParams ? value : ''), ...body });
      }),
      { numRuns: settings.runsPerRoute, seed: settings.seed, endOnFailure: true },
    );
  }

  const records = await firstRecords(api, headers);
  const fieldCases = resourceFieldCases(records, settings.fieldValuesPerField);
  for (const fuzzCase of [...fieldCases, ...(await documentCases(api))]) await send(fuzzCase);

  expect(await databaseDigest(api)).toEqual(before);
  return {
    routes: routes.length,
    requests,
    statuses,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
