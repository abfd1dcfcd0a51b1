import { documentParamsAt, documentTypeOf, inventoryTransactionsPath } from './document-object-type';
import type { RouteDefinition } from './route-definition';
import { specRoutes } from './screen-catalogue';

/** i18next's `t` as route titles use it: a key and its interpolation values. */
export type Translate = (key: string, values?: Record<string, string>) => string;

const section = 'routeTitles';

/** The catalogue key of one static path segment's title: what a breadcrumb shows. */
export const segmentTitleKey = (segment: string): string => `${section}.segments.${segment}`;

const patternKey = (pattern: string): string => `${section}.patterns.${pattern}`;

/** Segments that name what happens to a record rather than the record: they pick the pattern. */
const verbs = new Set(['create', 'edit', 'editor', 'view']);

/**
 * Segments too generic to title a screen alone: a tab, a dashboard or a report of the segment
 * before them ("Dispatch: Dashboard", "Bin Locations: Reports").
 */
const contextualSegments = new Set([
  'approved',
  'assignments',
  'authorizer',
  'cancelled',
  'Dashboard',
  'dashboard',
  'delivered',
  'generated',
  'history',
  'map',
  'open_items',
  'pending',
  'rejected',
  'reports',
  'returns',
  'settings',
]);

/** Parameters that identify a record and so belong in a title; `error` (of not-found) does not. */
const identifierParams = new Set([
  'id',
  'objectId',
  'ItemCode',
  'ListNum',
  'BaseObject',
  'docId',
  'transactionId',
]);

/**
 * A sub-page of a screen (`ip-config/logs`, `employees/branches`) or of a record
 * (`price-list/$id/items`) is titled with that screen or record.
 */
const routePaths = new Set(specRoutes.map((definition) => definition.path));

const documentAreas = new Set(['sales', 'purchasing']);

interface Node {
  segment: string;
  params: string[];
  /** The path up to this segment and its parameters: is it a screen of its own? */
  path: string;
}

interface ParsedPath {
  nodes: Node[];
  verb?: { segment: string; params: string[] };
}

function parsePath(path: string): ParsedPath {
  const parsed: ParsedPath = { nodes: [] };
  let prefix = '';
  let lastWasVerb = false;
  for (const segment of path.split('/').filter(Boolean)) {
    prefix = `${prefix}/${segment}`;
    if (segment.startsWith('$')) {
      const param = segment.slice(1);
      const node = parsed.nodes.at(-1);
      if (lastWasVerb) parsed.verb?.params.push(param);
      else if (node) {
        node.params.push(param);
        node.path = prefix;
      }
    } else if (verbs.has(segment)) {
      parsed.verb = { segment, params: [] };
      lastWasVerb = true;
    } else {
      parsed.nodes.push({ segment, params: [], path: prefix });
      lastWasVerb = false;
    }
  }
  return parsed;
}

/** The identifier values of these parameters, or undefined when one of them has no value. */
function identifierValues(params: string[], values: Record<string, string>): string[] | undefined {
  const shown: string[] = [];
  for (const param of params.filter((name) => identifierParams.has(name))) {
    const value = values[param];
    if (value === undefined || value === '') return undefined;
    shown.push(value);
  }
  return shown;
}

function numbered(t: Translate, name: string, ids: string[]): string {
  return ids.length === 0 ? name : t(patternKey('numbered'), { name, id: ids.join(' / ') });
}

function documentName(t: Translate, objectId: string): string {
  const type = documentTypeOf(objectId);
  return type ? t(type.nameKey) : t(patternKey('documentType'), { objectId });
}

/**
 * Marketing document routes (`/<area>/doc/...`) are titled by their document type, read from
 * the objectId's leading digits: "Sales Order · 12", "New A/R Invoice".
 */
function documentTitle(t: Translate, area: string, rest: string[], values: Record<string, string>): string {
  const areaDocuments = t(`${section}.documentAreas.${area}`);
  const [first, ...more] = rest;
  if (first === 'copy') {
    const base = values.BaseObject;
    const docId = values.docId;
    if (base && docId)
      return t(patternKey('documentCopy'), { source: numbered(t, documentName(t, base), [docId]) });
    return t(patternKey('section'), { parent: areaDocuments, name: t(segmentTitleKey('copy')) });
  }
  const objectId = values.objectId;
  if (first === 'create') {
    return objectId && more.length > 0
      ? t(patternKey('documentNew'), { document: documentName(t, objectId) })
      : t(patternKey('create'), { name: areaDocuments });
  }
  if (!objectId) return more.length > 0 ? t(patternKey('details'), { name: areaDocuments }) : areaDocuments;
  const document = documentName(t, objectId);
  // The list is the document type itself, as the menu names it: "Sales Order", "Sales Order · 12".
  if (more.length === 0) return document;
  const id = values.id;
  return id ? numbered(t, document, [id]) : t(patternKey('details'), { name: document });
}

/**
 * The title of a route, in the language of `t`: the title of its last static segment, numbered
 * with the record's identifiers when `params` has them, shaped by its verb (create, edit, editor)
 * and, for a tab, report or sub-page, preceded by the screen it belongs to. Without params, a
 * record's route reads "Branches: details", so menus and the coverage list can title it too.
 */
export function routeTitle(
  definition: RouteDefinition,
  t: Translate,
  params: Record<string, string> = {},
): string {
  // A screen reached at two paths is titled from its first, so both read the same.
  const { path, title } = definition.screen;
  const segments = path.split('/').filter(Boolean);
  const [area, second, ...rest] = segments;
  if (area !== undefined && second === 'doc' && documentAreas.has(area))
    return documentTitle(t, area, rest, params);
  const transaction = documentParamsAt(path, params);
  if (transaction && path.startsWith(inventoryTransactionsPath)) {
    // Titled as a document screen is: its type is the route's `id`, its document `transactionId`.
    const shape = path
      .slice(inventoryTransactionsPath.length)
      .split('/')
      .filter((segment) => segment !== '' && segment !== 'view')
      .map((segment) => (segment === '$id' ? '$objectId' : segment === '$transactionId' ? '$id' : segment));
    const values = Object.fromEntries(
      Object.entries(transaction).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return documentTitle(t, 'inventory', shape, values);
  }

  const { nodes, verb } = parsePath(path);
  const subject = nodes.at(-1);
  if (!subject) return t(`${section}.root`);
  const name = t(title ?? segmentTitleKey(subject.segment));
  const idParams = [...subject.params, ...(verb?.params ?? [])].filter((param) =>
    identifierParams.has(param),
  );
  const ids = identifierValues(idParams, params);
  const label = ids ? numbered(t, name, ids) : name;

  // `view/$id` is the record itself; create, edit and editor have a pattern of their own, unless
  // the screen declares its whole name ("New Inventory Document").
  if (verb && verb.segment !== 'view')
    return title === undefined ? t(patternKey(verb.segment), { name: label }) : label;
  // A record's route without its identifiers: "Branches: details", without the screen around it.
  if (!ids) return t(patternKey('details'), { name });

  const parent = nodes.at(-2);
  // A declared name is whole: "Refused sign-ins by address", not "IP Configuration: ...".
  const inContext =
    title === undefined &&
    parent !== undefined &&
    parent.segment !== subject.segment &&
    (contextualSegments.has(subject.segment) ||
      routePaths.has(parent.path) ||
      parent.params.some((param) => identifierParams.has(param)));
  if (!inContext) return label;
  const parentIds = identifierValues(parent.params, params) ?? [];
  const parentLabel = numbered(t, t(segmentTitleKey(parent.segment)), parentIds);
  return t(patternKey('section'), { parent: parentLabel, name: label });
}
