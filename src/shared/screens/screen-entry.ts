import { documentParamsAt, documentTypeOf } from './document-object-type';
import type { OfferedFor, RouteDefinition } from './route-definition';
import { fillPath, routeNameOf } from './route-names';
import { segmentTitleKey } from './route-titles';
import { routeAtPath } from './screen-catalogue';

/** What a link to a screen shows in the menu and the palette, read from the screen it opens. */
export interface ScreenEntry {
  definition: RouteDefinition;
  params: Record<string, string>;
  /** The i18n key of its title: the screen's name, or its document type's. */
  titleKey: string;
  icon: string;
  /**
   * The i18n key of what people call it besides its title (synonyms.ts), by the route name of its
   * first path with the link's values: `synonyms.sales-doc-17` for the sales orders.
   */
  keywordsKey: string;
  /** Who it is offered to: `action` on this subject; none means every signed-in user. */
  subject?: string;
  action: OfferedFor;
  /** A field of the subject the user must be able to read as well. */
  field?: string;
}

const defaultIcon = 'tabler-point';

/**
 * The screen a link opens, as an entry: a document list is titled and offered by its document
 * type ("Sales Order" for those who may read sales orders), any other screen by its declaration.
 * Undefined when the link leads to no screen of the catalogue.
 */
export function screenEntryAt(href: string): ScreenEntry | undefined {
  const found = routeAtPath(href);
  if (!found) return undefined;
  const { definition, params } = found;
  const { screen } = definition;
  const objectId = documentParamsAt(screen.path, params)?.objectId ?? params.objectId;
  const type = objectId === undefined ? undefined : documentTypeOf(objectId);
  const lastSegment = screen.path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('$'))
    .at(-1);
  const titleKey = type?.nameKey ?? screen.title ?? segmentTitleKey(lastSegment ?? '');
  const subject = type?.subject ?? screen.subject;
  return {
    definition,
    params,
    titleKey,
    icon: screen.icon ?? defaultIcon,
    keywordsKey: `synonyms.${routeNameOf(fillPath(screen.path, params))}`,
    ...(subject ? { subject } : {}),
    action: screen.action ?? 'read',
    ...(screen.field ? { field: screen.field } : {}),
  };
}
