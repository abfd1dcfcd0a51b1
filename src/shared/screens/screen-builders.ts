import { type RouteDefinition, type RouteOptions, route, type ScreenOptions } from './route-definition';

/**
 * Builders that let the area files read like specification section 2, where "list, {id} detail
 * and create screens exist unless noted". What a screen declares (its name, icon, who it is
 * offered to) is given once with its path and holds for its record and create screens too.
 */

export interface ResourceOptions extends ScreenOptions {
  /** "has an editor page" / "(with editor)": a full-page editor at `<path>/editor/$id`. */
  editor?: boolean;
  /** "(with edit)": an edit screen at `<path>/edit/$id`, distinct from the detail screen. */
  edit?: boolean;
}

/**
 * A resource: its list, `<path>/$id` and `<path>/create`. The editor sits under its own static
 * segment (`editor/$id`) rather than `$id/editor` so the detail and the editor stay two screens a
 * pane can hold side by side, and a static segment always wins over `$id` in the router.
 */
export function resource(path: string, options: ResourceOptions = {}): RouteDefinition[] {
  const { editor, edit, ...screen } = options;
  return [
    route(path, screen),
    route(`${path}/$id`, screen),
    route(`${path}/create`, screen),
    ...(editor ? [route(`${path}/editor/$id`, screen)] : []),
    ...(edit ? [route(`${path}/edit/$id`, screen)] : []),
  ];
}

/** A single screen: a report, a dashboard, a settings form, an action, or a path written out in full. */
export function page(path: string, options?: RouteOptions): RouteDefinition[] {
  return [route(path, options)];
}

/** Single screens under one base, each `<base>/<sub>` exactly as the specification spells it. */
export function pagesUnder(base: string, subpaths: readonly string[]): RouteDefinition[] {
  return subpaths.map((sub) => route(`${base}/${sub}`));
}

/** A report with tabs: the report itself (opening on its first tab) and one route per tab. */
export function tabbedReport(
  path: string,
  tabs: readonly string[],
  options?: ScreenOptions,
): RouteDefinition[] {
  return [route(path, options), ...pagesUnder(path, tabs)];
}
