/**
 * Route names follow the path (as the specification's router names them): the leading slash
 * dropped, segments joined by dashes, a parameter by its name. `/sales/doc/$objectId/$id` is
 * `sales-doc-objectId-id`; `/` is `root`.
 */
export function routeNameOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return 'root';
  return segments.map((segment) => segment.replace(/^\$/, '')).join('-');
}

/** The parameter names of a route path, in order: `/a/$objectId/$id` gives objectId and id. */
export function paramNamesOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith('$'))
    .map((segment) => segment.slice(1));
}

/** The parameters of a path pattern as a type: `'/a/$objectId/$id'` gives `{ objectId: string; id: string }`. */
export type RouteParamsOf<Path extends string> = Path extends `${string}$${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & RouteParamsOf<`/${Rest}`>
  : Path extends `${string}$${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

/** Fills a path pattern's parameters: `fillPath('/sales/doc/$objectId', { objectId: '17' })`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
