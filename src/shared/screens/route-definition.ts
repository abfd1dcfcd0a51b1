import type { Action } from '../access/app-ability';
import { routeNameOf } from './route-names';

/**
 * Who may open a route (specification sections 2 and 6): `public` is open to all, `guest`
 * (unauthenticatedOnly) sends a signed-in user to the dashboard, `authenticated` needs a
 * verified session and, when `requires` is set, that action on that subject.
 */
export type RouteAccess = 'public' | 'guest' | 'authenticated';
export type RouteLayout = 'blank' | 'default';

/** The actions a screen is offered for: reading it, or keeping it (setup screens). */
export type OfferedFor = Extract<Action, 'read' | 'update'>;

/**
 * What a user sees, declared once and read by the router, the server menu, the palette, pane
 * titles and links. Two routes that show the same thing (the dispatch set under /dispatch and
 * under the logistics hub) are one screen with two paths: they share this object.
 */
export interface Screen {
  /** The route name of its first path: `sales-doc-objectId`. */
  id: string;
  /** Its first path: the one its titles are read from. */
  path: string;
  /**
   * The i18n key of its name where the path's last segment does not say it ("Allowed address
   * ranges" for /administration/ip-config): the pane, the menu and the palette all show it.
   */
  title?: string;
  /** A tabler icon name: the menu's, the palette's and the pane's. */
  icon?: string;
  /** Who the menu and the palette offer it to: `action` (read unless said) on this subject. */
  subject?: string;
  action?: OfferedFor;
  /** A field of the subject it shows that the user must be able to read too (a partner's Balance). */
  field?: string;
  /**
   * The i18n key of the command that opens its create screen ("New incoming payment"): the palette
   * offers it to those who may create the subject. Read from the create route's screen.
   */
  newTitle?: string;
  /**
   * Why a screen of its own (no parameter, under no listed screen) has no menu entry: the
   * catalogue's test asks every such screen for a menu link or this reason.
   */
  unlisted?: string;
}

export interface RouteDefinition {
  /** TanStack Router path syntax: `/sales/doc/$objectId/$id`. */
  path: string;
  /** `sales-doc-objectId-id`: see routeNameOf. */
  name: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** What the route guard asks before opening it (the menu's offer is the screen's subject). */
  requires?: { action: Action; subject: string };
  screen: Screen;
}

/** What a screen declares besides its path. */
export interface ScreenOptions {
  title?: string;
  icon?: string;
  subject?: string;
  action?: OfferedFor;
  field?: string;
  newTitle?: string;
  unlisted?: string;
}

export interface RouteOptions extends ScreenOptions {
  access?: RouteAccess;
  layout?: RouteLayout;
  requires?: { action: Action; subject: string };
}

function screenAt(path: string, options: ScreenOptions): Screen {
  const { title, icon, subject, action, field, newTitle, unlisted } = options;
  return {
    id: routeNameOf(path),
    path,
    ...(title ? { title } : {}),
    ...(icon ? { icon } : {}),
    ...(subject ? { subject } : {}),
    ...(action ? { action } : {}),
    ...(field ? { field } : {}),
    ...(newTitle ? { newTitle } : {}),
    ...(unlisted ? { unlisted } : {}),
  };
}

/** One screen at one path; authenticated with the default layout unless told otherwise. */
export function route(path: string, options: RouteOptions = {}): RouteDefinition {
  const access = options.access ?? 'authenticated';
  return {
    path,
    name: routeNameOf(path),
    access,
    layout: options.layout ?? (access === 'authenticated' ? 'default' : 'blank'),
    ...(options.requires ? { requires: options.requires } : {}),
    screen: screenAt(path, options),
  };
}

/**
 * The same screens at a second place: each route under `from` again under `to`, sharing its
 * screen (so its title, icon and loader), as the specification repeats the dispatch set.
 */
export function alsoAt(definitions: readonly RouteDefinition[], from: string, to: string): RouteDefinition[] {
  return definitions.map((definition) => {
    if (!definition.path.startsWith(from)) throw new Error(`${definition.path} is not under ${from}`);
    const path = `${to}${definition.path.slice(from.length)}`;
    return { ...definition, path, name: routeNameOf(path) };
  });
}
