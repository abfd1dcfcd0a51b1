import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RouteOutlets, RouteStop, RouteStopsBody } from '../../../shared/api/route-calls';
import type { Db, DbOrTx } from '../../db/database';
import { outlets } from '../../db/schema/field-sales';
import { businessPartners, partnerAddresses } from '../../db/schema/partners';
import { routeStops, routes } from '../../db/schema/routes-and-calls';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';

/** The fields a rule on Route may filter by. */
export const routeConditionColumns = {
  RouteCode: routes.RouteCode,
  RouteName: routes.RouteName,
  Active: routes.Active,
};

const stopColumns = {
  RouteCode: routeStops.RouteCode,
  Position: routeStops.Position,
  CardCode: routeStops.CardCode,
  LineNum: routeStops.LineNum,
  CardName: businessPartners.CardName,
  Address: partnerAddresses.Address,
  City: partnerAddresses.City,
  Latitude: outlets.Latitude,
  Longitude: outlets.Longitude,
  ChannelCode: outlets.ChannelCode,
};

/** The stops of the routes matching `where`, in route and visiting order. */
async function stopsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(stopColumns)
    .from(routeStops)
    .innerJoin(
      outlets,
      and(eq(outlets.CardCode, routeStops.CardCode), eq(outlets.LineNum, routeStops.LineNum)),
    )
    .innerJoin(
      partnerAddresses,
      and(
        eq(partnerAddresses.CardCode, routeStops.CardCode),
        eq(partnerAddresses.LineNum, routeStops.LineNum),
      ),
    )
    .innerJoin(businessPartners, eq(businessPartners.CardCode, routeStops.CardCode))
    .where(where)
    .orderBy(asc(routeStops.RouteCode), asc(routeStops.Position));
}

const stopOf = ({ RouteCode: _route, ...stop }: Awaited<ReturnType<typeof stopsWhere>>[number]): RouteStop =>
  stop;

export async function readRoute(db: DbOrTx, RouteCode: string) {
  const [route] = await db.select().from(routes).where(eq(routes.RouteCode, RouteCode));
  return route;
}

export async function routeStopsOf(db: DbOrTx, RouteCode: string): Promise<RouteStop[]> {
  return (await stopsWhere(db, eq(routeStops.RouteCode, RouteCode))).map(stopOf);
}

/** The readable routes (by `where`) with their outlets in order: /routes-outlets. */
export async function routesWithOutlets(db: Db, where: SQL): Promise<RouteOutlets[]> {
  const found = await db
    .select({ RouteCode: routes.RouteCode, RouteName: routes.RouteName, Active: routes.Active })
    .from(routes)
    .where(where)
    .orderBy(asc(routes.RouteCode))
    .limit(1000);
  if (!found.length) return [];
  const stops = await stopsWhere(
    db,
    inArray(
      routeStops.RouteCode,
      found.map((route) => route.RouteCode),
    ),
  );
  return found.map((route) => ({
    ...route,
    Stops: stops.filter((stop) => stop.RouteCode === route.RouteCode).map(stopOf),
  }));
}

/**
 * Replaces a route's stops with the list in its new order, in the caller's transaction (the route
 * row is locked by then). Each stop once, each a ship-to address of its partner: else 400 naming
 * the entry.
 */
export async function replaceRouteStops(db: DbOrTx, RouteCode: string, body: RouteStopsBody) {
  const fields: Record<string, ReturnType<typeof said>[]> = {};
  const seen = new Set<string>();
  body.Stops.forEach((stop, index) => {
    const key = `${stop.CardCode}\u0000${stop.LineNum}`;
    if (seen.has(key)) fields[`Stops.${index}.CardCode`] = [said('routeStopTwice')];
    seen.add(key);
  });
  const codes = [...new Set(body.Stops.map((stop) => stop.CardCode))];
  const shipTos = codes.length
    ? await db
        .select({ CardCode: partnerAddresses.CardCode, LineNum: partnerAddresses.LineNum })
        .from(partnerAddresses)
        .where(and(inArray(partnerAddresses.CardCode, codes), eq(partnerAddresses.AdresType, 'S')))
    : [];
  const isShipTo = new Set(shipTos.map((address) => `${address.CardCode}\u0000${address.LineNum}`));
  body.Stops.forEach((stop, index) => {
    if (!isShipTo.has(`${stop.CardCode}\u0000${stop.LineNum}`))
      fields[`Stops.${index}.LineNum`] = [said('notAnOutlet')];
  });
  if (Object.keys(fields).length) throw validationFailed(fields);
  // A ship-to address put on a route is an outlet from then on: one not yet described gets its
  // outlet row with the defaults (no position yet, visited weekly), which outlet setup completes.
  if (body.Stops.length)
    await db
      .insert(outlets)
      .values(body.Stops.map(({ CardCode, LineNum }) => ({ CardCode, LineNum })))
      .onConflictDoNothing();
  await db.delete(routeStops).where(eq(routeStops.RouteCode, RouteCode));
  if (body.Stops.length)
    await db.insert(routeStops).values(
      body.Stops.map((stop, index) => ({
        RouteCode,
        Position: index + 1,
        CardCode: stop.CardCode,
        LineNum: stop.LineNum,
      })),
    );
  await db
    .update(routes)
    .set({ version: sql`${routes.version} + 1` })
    .where(eq(routes.RouteCode, RouteCode));
}
