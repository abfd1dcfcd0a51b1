import { errorBodySchema } from '../../../shared/api/envelopes';
import type { DeclaredRoute } from '../../auth/authenticate';
import type { RouteDoc } from '../../http/route-doc';
import { type JsonSchema, jsonSchemaOf, propertiesOf } from './json-schema';

/** What a route requires, as the document states it (`x-permission`). */
export type PermissionNote =
  | 'public'
  | 'signed-in'
  | { action: string; subject: string }
  | { action: string; subjectBy: { param: string; subjects: Readonly<Record<string, string>> } };

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

const errorRef = { $ref: '#/components/schemas/ErrorBody' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

/** `/resources/items/:key` -> `/resources/items/{key}`; an optional `:objectId?` too. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');

const pathParamNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

function permissionOf(route: DeclaredRoute, doc: RouteDoc): PermissionNote {
  if (route.public) return 'public';
  const access = route.access;
  if (access === undefined || access === 'signed-in') return 'signed-in';
  if (typeof access.subject === 'string') return { action: access.action, subject: access.subject };
  // A subject computed from the request must say what it is computed from, or the document would hide it.
  if (!doc.subjectBy)
    throw new Error(`${route.method} ${route.url} computes its subject but its doc has no subjectBy`);
  return { action: access.action, subjectBy: doc.subjectBy };
}

function parametersOf(route: DeclaredRoute, doc: RouteDoc): Parameter[] {
  const declaredPath = doc.params ? propertiesOf(jsonSchemaOf(doc.params, 'input')) : [];
  const inPath = pathParamNames(route.url).map((name): Parameter => {
    const declared = declaredPath.find((property) => property.name === name);
    const values = doc.subjectBy?.param === name ? { enum: Object.keys(doc.subjectBy.subjects) } : {};
    // An optional path parameter (`:objectId?`) is still "required" in OpenAPI: the route without it is another path.
    return {
      name,
      in: 'path',
      required: true,
      schema: { ...(declared?.schema ?? { type: 'string' }), ...values },
    };
  });
  const inQuery = doc.query
    ? propertiesOf(jsonSchemaOf(doc.query, 'input')).map(
        (property): Parameter => ({ in: 'query', ...property }),
      )
    : [];
  return [...inPath, ...inQuery];
}

function responsesOf(route: DeclaredRoute, doc: RouteDoc, parameters: Parameter[]) {
  const success = {
    description: doc.created ? 'Created' : 'OK',
    ...(doc.response || doc.produces
      ? {
          content: {
            [doc.produces ?? 'application/json']: {
              schema: doc.response ? jsonSchemaOf(doc.response, 'output') : { type: 'string' },
            },
          },
        }
      : {}),
  };
  const validates = doc.body !== undefined || doc.query !== undefined || doc.params !== undefined;
  const access = route.access;
  return {
    [doc.created ? '201' : '200']: success,
    ...(validates ? { '400': errorAnswer('Invalid input: `fields` names each bad field') } : {}),
    ...(route.public ? {} : { '401': errorAnswer('Not signed in, or the session ended') }),
    ...(typeof access === 'object' ? { '403': errorAnswer('The caller may not do this') } : {}),
    ...(parameters.some((parameter) => parameter.in === 'path')
      ? { '404': errorAnswer('No such record, or one the caller may not see') }
      : {}),
    default: errorAnswer('Any other error, with its code'),
  };
}

const defaultTag = (url: string) => url.replace(/^\/api\/v1\//, '').split(/[/.]/)[0] || 'api';

const operationIdOf = (method: string, url: string) =>
  `${method.toLowerCase()}${url
    .replace(/^\/api\/v1/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('')}`;

function operationOf(route: DeclaredRoute, doc: RouteDoc) {
  const parameters = parametersOf(route, doc);
  return {
    operationId: operationIdOf(route.method, route.url),
    summary: doc.summary,
    tags: [doc.tag ?? defaultTag(route.url)],
    'x-permission': permissionOf(route, doc),
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(doc.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(route, doc, parameters),
  };
}

/**
 * The OpenAPI 3.1 document of every declared route that says what it is (`config.doc`): its
 * parameters and body from the zod schemas the handler parses with, its answer where declared,
 * and what it requires (`x-permission`: public, signed-in, or an action on a CASL subject).
 */
export function openApiDocument(routes: readonly DeclaredRoute[], version: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) {
    if (!route.doc || route.method === 'OPTIONS') continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, route.doc) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Keyboard ERP API',
      version,
      description:
        'Every route of the server, generated from the schemas it validates with. Send the access token of ' +
        'POST /api/v1/login as a bearer token; requests that change data also send the XSRF-TOKEN cookie ' +
        'value in the X-XSRF-TOKEN header. `x-permission` names what the caller must be allowed to do.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
