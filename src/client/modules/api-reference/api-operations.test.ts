import { describe, expect, it } from 'vitest';
import type { ApiDescription } from '../../../shared/api/api-description';
import { filterGroups, operationGroups, typeOf } from './api-operations';

const document: ApiDescription = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  paths: {
    '/api/v1/resources/items': {
      post: {
        operationId: 'postResourcesItems',
        summary: 'Creates a record (Item)',
        tags: ['resources/items'],
        'x-permission': { action: 'create', subject: 'Item' },
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { ItemCode: { type: 'string' }, InvntItem: { type: 'string', enum: ['Y', 'N'] } },
                required: ['ItemCode'],
              },
            },
          },
        },
      },
      get: {
        operationId: 'getResourcesItems',
        summary: 'A page of records (Item)',
        tags: ['resources/items'],
        'x-permission': { action: 'read', subject: 'Item' },
        parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer' } }],
      },
    },
    '/api/v1/login': {
      post: { operationId: 'postLogin', summary: 'Signs in', tags: ['auth'], 'x-permission': 'public' },
    },
    '/api/v1/marketing/docs/{objectType}': {
      get: {
        operationId: 'getMarketingDocsObjectType',
        summary: 'A page of documents',
        tags: ['marketing/docs'],
        'x-permission': {
          action: 'read',
          subjectBy: { param: 'objectType', subjects: { '17': 'SalesOrder' } },
        },
      },
    },
  },
};

describe('the API reference page model', () => {
  it('groups operations by tag in alphabetical order, GET before POST on one path', () => {
    const groups = operationGroups(document);
    expect(groups.map((group) => group.tag)).toEqual(['auth', 'marketing/docs', 'resources/items']);
    expect(groups[2]?.operations.map((row) => row.method)).toEqual(['GET', 'POST']);
  });

  it('lists parameters and body fields with whether each is required and its type', () => {
    const create = operationGroups(document)[2]?.operations[1];
    expect(create?.fields).toEqual([
      { name: 'ItemCode', place: 'body', required: true, type: 'string' },
      { name: 'InvntItem', place: 'body', required: false, type: '"Y" | "N"' },
    ]);
    expect(operationGroups(document)[2]?.operations[0]?.fields).toEqual([
      { name: 'page', place: 'query', required: false, type: 'integer' },
    ]);
  });

  it('says a value that may be a string or a number is either', () => {
    expect(typeOf({ anyOf: [{ type: 'string', enum: ['17'] }, { type: 'integer' }] })).toBe('"17" | integer');
  });

  it('filters by every word against path, summary, tag and the permission, subjects by path value included', () => {
    const groups = operationGroups(document);
    expect(filterGroups(groups, 'create item').map((group) => group.operations.map((row) => row.id))).toEqual(
      [['postResourcesItems']],
    );
    expect(filterGroups(groups, 'salesorder')[0]?.tag).toBe('marketing/docs');
    expect(filterGroups(groups, '  ')).toHaveLength(3);
    expect(filterGroups(groups, 'nothing-like-this')).toEqual([]);
  });
});
