import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { demoPassword } from '../../src/server/seed/demo-access';
import { type ApiDescription, apiDescriptionSchema } from '../../src/shared/api/api-description';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { resources } from '../../src/shared/resources/resource-registry';
import { testAuthSettings } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/**
 * Left out of the document, each for its reason: HEAD is Fastify's automatic twin of each GET;
 * OPTIONS /api/* answers CORS preflights, which browsers send, not integrators. Static client
 * files are not served here (no clientDir), and anything outside /api/ is the client's.
 */
const undocumented = (route: { method: string; url: string }) =>
  route.method === 'HEAD' || route.method === 'OPTIONS' || !route.url.startsWith('/api/');

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');

describe.each(testDatabases())('the API description on $name', (target) => {
  let app: FastifyInstance;
  let database: Database;
  let document: ApiDescription;
  let raw: Record<string, unknown>;
  /**
   * Every route the server registers, heard by an onRoute hook of the test's own on the instance
   * the app builds, independently of the list the app keeps (app.declaredRoutes) and from which
   * the document is made.
   */
  const registered: { method: string; url: string }[] = [];
  beforeAll(async () => {
    database = await target.open();
    app = await buildApp({
      database,
      auth: testAuthSettings,
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'warehouse', password: demoPassword },
    });
    const token = loginSuccessSchema.parse(login.json()).access_token;
    const reply = await app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    raw = reply.json();
    document = apiDescriptionSchema.parse(raw);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('describes every route the server registers', () => {
    const routes = registered.filter((route) => !undocumented(route));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter(
      (route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined,
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('gives every operation the schema of its answer', () => {
    const success = (operation: Record<string, unknown>) => {
      const responses = (operation.responses ?? {}) as Record<
        string,
        { content?: Record<string, { schema?: object }> }
      >;
      return responses['200'] ?? responses['201'];
    };
    const bare = Object.entries(raw.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => {
            const content = Object.values(success(operation)?.content ?? {});
            // An empty schema ({}) says nothing of the answer either.
            return !content.some((media) => media.schema && Object.keys(media.schema).length > 0);
          })
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(bare).toEqual([]);
  });

  it('is OpenAPI 3.1 and names each path parameter of every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const [path, operations] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const named = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(named.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath);
        expect(operation.summary, `${method} ${path}`).not.toBe('');
      }
    }
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each resource its own concrete paths and the permission each requires', () => {
    for (const resource of resources) {
      const list = document.paths[`/api/v1/resources/${resource.name}`];
      expect(list?.get?.['x-permission'], resource.name).toEqual({
        action: 'read',
        subject: resource.subject,
      });
      if (resource.creatable)
        expect(list?.post?.['x-permission'], resource.name).toEqual({
          action: 'create',
          subject: resource.subject,
        });
    }
    const items = document.paths['/api/v1/resources/items']?.post;
    const body = items?.requestBody?.content['application/json'].schema as {
      properties: object;
      required: string[];
    };
    expect(Object.keys(body.properties)).toContain('ItemName');
    expect(body.required).toContain('ItemCode');
  });

  it('lists the query parameters a list takes, with their defaults not required', () => {
    const parameters = document.paths['/api/v1/marketing/docs/{objectType}']?.get?.parameters ?? [];
    expect(parameters.find((parameter) => parameter.name === 'per_page')).toMatchObject({
      in: 'query',
      required: false,
    });
    expect(parameters.find((parameter) => parameter.name === 'objectType')?.schema).toMatchObject({
      enum: expect.arrayContaining(['17', '13']),
    });
  });

  it('says a line may name its base document type as a string or a number', () => {
    const create = document.paths['/api/v1/marketing/docs/{objectType}']?.post;
    const body = create?.requestBody?.content['application/json'].schema as {
      properties: { DocumentLines: { items: { properties: { BaseType: { anyOf: { type: string }[] } } } } };
    };
    const forms = body.properties.DocumentLines.items.properties.BaseType.anyOf.map((form) => form.type);
    expect(forms).toEqual(['string', 'integer']);
  });

  it('marks public routes as needing no token and the rest as needing one', () => {
    expect(document.paths['/api/v1/login']?.post?.['x-permission']).toBe('public');
    expect(
      (raw as { paths: Record<string, Record<string, { security?: unknown }>> }).paths['/api/v1/login']?.post
        ?.security,
    ).toEqual([]);
    expect(document.paths['/api/v1/openapi.json']?.get?.['x-permission']).toBe('signed-in');
  });

  it('refuses the description to a caller who is not signed in', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(reply.statusCode).toBe(401);
  });
});
