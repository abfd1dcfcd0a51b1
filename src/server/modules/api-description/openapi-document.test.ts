import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeclaredRoute } from '../../auth/authenticate';
import { openApiDocument, openApiPath } from './openapi-document';

const route = (overrides: Partial<DeclaredRoute>): DeclaredRoute => ({
  method: 'GET',
  url: '/api/v1/things',
  public: false,
  access: 'signed-in',
  doc: { summary: 'Things' },
  ...overrides,
});

describe('openApiDocument', () => {
  it('writes Fastify path parameters, optional ones too, as OpenAPI templates', () => {
    expect(openApiPath('/api/v1/resources/items/:key')).toBe('/api/v1/resources/items/{key}');
    expect(openApiPath('/api/v1/authorization/check-if-permitted/:objectId?')).toBe(
      '/api/v1/authorization/check-if-permitted/{objectId}',
    );
  });

  it('splits a query schema into parameters, a field with a default being optional', () => {
    const query = z.strictObject({ page: z.coerce.number().int().default(1), q: z.string().min(1) });
    const document = openApiDocument([route({ doc: { summary: 'Things', query } })], '1');
    const parameters = document.paths['/api/v1/things']?.get?.parameters;
    expect(parameters).toEqual([
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', default: 1 }),
      },
      {
        name: 'q',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ type: 'string', minLength: 1 }),
      },
    ]);
  });

  it('states what each route requires, and that a public one needs no token', () => {
    const document = openApiDocument(
      [
        route({ url: '/api/v1/login', method: 'POST', public: true, access: undefined }),
        route({ url: '/api/v1/items', access: { action: 'read', subject: 'Item' } }),
        route({
          url: '/api/v1/docs/:objectType',
          access: { action: 'create', subject: () => 'SalesOrder' },
          doc: { summary: 'Docs', subjectBy: { param: 'objectType', subjects: { '17': 'SalesOrder' } } },
        }),
      ],
      '1',
    );
    const login = document.paths['/api/v1/login']?.post;
    expect(login?.['x-permission']).toBe('public');
    expect(login?.security).toEqual([]);
    expect(login?.responses).not.toHaveProperty('401');
    const items = document.paths['/api/v1/items']?.get;
    expect(items?.['x-permission']).toEqual({ action: 'read', subject: 'Item' });
    expect(items?.responses).toHaveProperty('403');
    const docs = document.paths['/api/v1/docs/{objectType}']?.get;
    expect(docs?.['x-permission']).toEqual({
      action: 'create',
      subjectBy: { param: 'objectType', subjects: { '17': 'SalesOrder' } },
    });
    expect(docs?.parameters?.[0]).toEqual({
      name: 'objectType',
      in: 'path',
      required: true,
      schema: { type: 'string', enum: ['17'] },
    });
  });

  it('refuses a route whose subject is computed from the request without saying from what', () => {
    const computed = route({ access: { action: 'read', subject: () => 'SalesOrder' } });
    expect(() => openApiDocument([computed], '1')).toThrow(/subjectBy/);
  });

  it('leaves out a route that does not describe itself', () => {
    const document = openApiDocument([route({ doc: undefined })], '1');
    expect(document.paths).toEqual({});
  });

  it('describes a body as sent and an answer as received', () => {
    const body = z.strictObject({ BaseType: z.union([z.string(), z.number().int().transform(String)]) });
    const response = z.object({ at: z.string().transform((text) => new Date(text)) });
    const document = openApiDocument(
      [route({ method: 'POST', doc: { summary: 'Post', body, response, created: true } })],
      '1',
    );
    const post = document.paths['/api/v1/things']?.post;
    expect(post?.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { BaseType: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      required: ['BaseType'],
    });
    expect(post?.responses).toHaveProperty('201');
  });
});
