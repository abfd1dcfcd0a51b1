import type { ApiDescription, ApiPermission } from '../../../shared/api/api-description';

/** A field of a request (a parameter or a body property) as the page lists it. */
export interface ApiField {
  name: string;
  /** Path, query or body. */
  place: 'path' | 'query' | 'body';
  required: boolean;
  /** A short type: `string`, `integer`, `"O" | "C"`, `string | integer`, `array`. */
  type: string;
}

export interface ApiOperationRow {
  id: string;
  method: string;
  path: string;
  summary: string;
  permission: ApiPermission;
  fields: ApiField[];
}

export interface ApiTagGroup {
  tag: string;
  operations: ApiOperationRow[];
}

type Schema = Record<string, unknown>;

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];

/** A JSON Schema in a few characters: its enum values, its type, or each of its alternatives. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives)) return [...new Set(alternatives.map(typeOf))].join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

function bodyFields(schema: Schema | undefined): ApiField[] {
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    place: 'body',
    required: required.has(name),
    type: typeOf(property),
  }));
}

/** The operations of the document grouped by tag, tags in alphabetical order, paths in order within. */
export function operationGroups(document: ApiDescription): ApiTagGroup[] {
  const byTag = new Map<string, ApiOperationRow[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const row: ApiOperationRow = {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary,
        permission: operation['x-permission'],
        fields: [
          ...(operation.parameters ?? []).map(
            (parameter): ApiField => ({
              name: parameter.name,
              place: parameter.in,
              required: parameter.required,
              type: typeOf(parameter.schema),
            }),
          ),
          ...bodyFields(operation.requestBody?.content['application/json'].schema),
        ],
      };
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const order = (row: ApiOperationRow) => methodOrder.indexOf(row.method.toLowerCase());
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path) || order(a) - order(b)),
    }));
}

/** What an operation requires, as words a filter matches: the subject's name among them. */
export function permissionWords(permission: ApiPermission): string {
  if (typeof permission === 'string') return permission;
  if ('subject' in permission) return `${permission.action} ${permission.subject}`;
  return `${permission.action} ${Object.values(permission.subjectBy.subjects).join(' ')}`;
}

/**
 * The groups whose operations match every word of a filter in their method, path, summary, tag
 * or permission (case-insensitive); a group keeps only its matching operations.
 */
export function filterGroups(groups: readonly ApiTagGroup[], filter: string): ApiTagGroup[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...groups];
  return groups.flatMap((group) => {
    const operations = group.operations.filter((row) => {
      const text =
        `${group.tag} ${row.method} ${row.path} ${row.summary} ${permissionWords(row.permission)}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
    return operations.length ? [{ tag: group.tag, operations }] : [];
  });
}
