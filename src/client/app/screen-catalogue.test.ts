import { describe, expect, it } from 'vitest';
import { rulesForUser } from '../../server/access/user-rules';
import { menuDefinition } from '../../server/modules/navigation/menu-definition';
import { menuForUser, menuLinks } from '../../server/modules/navigation/menu-for-user';
import { demoGroups, demoUsers } from '../../server/seed/demo-access';
import { buildAbility } from '../../shared/access/app-ability';
import type { MenuEntry } from '../../shared/api/menu';
import { translatorFor } from '../../shared/i18n/translator';
import { languages } from '../../shared/locale/languages';
import type { RouteDefinition, Screen } from '../../shared/screens/route-definition';
import { routeNameOf } from '../../shared/screens/route-names';
import { routeAtPath, specRoutes } from '../../shared/screens/screen-catalogue';
import { servedRouteNames } from './served-routes';

const served = new Set(servedRouteNames());

const screensById = new Map<string, Screen>(
  specRoutes.map((definition) => [definition.screen.id, definition.screen]),
);
const firstRoutes = specRoutes.filter((definition) => definition.path === definition.screen.path);
const listedIds = new Set(
  menuLinks(menuDefinition).map((link) => routeAtPath(link.link)?.definition.screen.id ?? link.link),
);
const listedPaths = specRoutes.filter((definition) => listedIds.has(definition.screen.id)).map((d) => d.path);

/** A screen reached from another: it takes a record's key, or sits under a screen the menu lists. */
const reachedFromAnother = (definition: RouteDefinition) =>
  definition.path.includes('$') || listedPaths.some((path) => definition.path.startsWith(`${path}/`));

describe('the screen catalogue', () => {
  it('declares each screen once, at a first path that names it', () => {
    expect(firstRoutes.length).toBe(screensById.size);
    for (const definition of firstRoutes) expect(definition.screen.id).toBe(routeNameOf(definition.path));
  });

  it('gives every screen of two paths the same declaration at both', () => {
    const secondPaths = specRoutes.filter((definition) => definition.path !== definition.screen.path);
    expect(secondPaths.map((definition) => definition.path)).toEqual(
      expect.arrayContaining([
        '/logistics_hub/dispatch-management/dispatch/open_items',
        '/logistics_hub/setup/vehicles',
        '/rates-and-indexes',
        '/administration/setup/currencies',
        '/inventory/item',
        '/dealer/create',
        '/dealer/view/$id',
      ]),
    );
    for (const definition of secondPaths)
      expect(definition.screen).toBe(screensById.get(definition.screen.id));
  });

  it('registers screen loaders only under screen ids of the catalogue', () => {
    const unknown = [...served].filter((id) => !screensById.has(id));
    expect(unknown).toEqual([]);
  });

  // route-titles.test.ts titles every route in every language; here, the names screens declare.
  it('finds every name a screen declares in English, French and Arabic', () => {
    for (const language of languages) {
      const t = translatorFor(language);
      for (const { title } of screensById.values())
        if (title) expect(t(title), `${language} ${title}`).not.toBe(title);
    }
  });

  it('lists every screen of its own in the menu, or says why not', () => {
    const unexplained = firstRoutes
      .filter((definition) => definition.access === 'authenticated' && definition.path !== '/')
      .filter((definition) => served.has(definition.screen.id))
      .filter((definition) => !listedIds.has(definition.screen.id) && !reachedFromAnother(definition))
      .filter((definition) => !definition.screen.unlisted)
      .map((definition) => definition.path);
    expect(unexplained).toEqual([]);
  });

  /** The links of a demo group's menu that open no screen of their own (the placeholder). */
  const placeholdersOf = (code: string): { opened: string[]; placeholders: string[] } => {
    const group = demoGroups.find((demo) => demo.code === code);
    const user = demoUsers.find((demo) => demo.group === code);
    if (!group || !user) throw new Error(`the demo has no ${code} user`);
    const ability = buildAbility(rulesForUser(group.rules, { id: 1, ...user }));
    const links = (entries: MenuEntry[] = []): string[] =>
      entries.flatMap((entry) => [
        ...(entry.link ? [entry.link] : []),
        ...links(entry.children),
        ...links(entry.grand_children),
      ]);
    const opened = links(menuForUser(menuDefinition, ability));
    const placeholders = opened.filter((link) => {
      const id = routeAtPath(link)?.definition.screen.id;
      return id === undefined || !served.has(id);
    });
    return { opened, placeholders };
  };

  it("opens a screen of its own from every link of the warehouse staff's menu", () => {
    const { opened, placeholders } = placeholdersOf('warehouse');
    expect(opened).toContain('/inventory/transactions/59');
    // The gate pass area (issue 24): its documents and its scan desk are served.
    expect(placeholders).toEqual([]);
  });

  it("opens a screen of its own from every dispatch link of the dispatcher's menu", () => {
    const { opened, placeholders } = placeholdersOf('dispatchers');
    const dispatch = opened.filter((link) => link.includes('/dispatch'));
    // The menu leads to the six dispatch screens once, under the logistics hub, and to its vehicles.
    expect(dispatch).toHaveLength(6);
    expect(opened).toContain('/logistics_hub/setup/vehicles');
    expect(placeholders.filter((link) => link.includes('/dispatch') || link.endsWith('/vehicles'))).toEqual(
      [],
    );
  });

  it('offers every listed screen to someone: a subject, or every signed-in user on purpose', () => {
    const unoffered = [...listedIds]
      .map((id) => screensById.get(id))
      .filter(
        (screen) =>
          screen &&
          !screen.subject &&
          !screen.path.startsWith('/sales/doc') &&
          !screen.path.startsWith('/purchasing/doc'),
      )
      .map((screen) => screen?.path);
    expect(unoffered).toEqual(['/dashboard']);
  });
});
