import { routeWeekdayFields } from '../../../shared/resources/routes-and-calls';
import type { routes } from '../../db/schema/routes-and-calls';
import type { RoutePattern } from './route-pattern';

/** A route row's visit pattern. */
export const patternOf = (route: typeof routes.$inferSelect): RoutePattern => ({
  days: routeWeekdayFields.map((field) => route[field] === 'Y'),
  everyWeeks: route.EveryWeeks,
  startDate: route.StartDate,
});
