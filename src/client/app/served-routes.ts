import { routeNameOf } from '../../shared/screens/route-names';
import { resourceScreenSets } from '../resources/resource-screen-map';
import { accountScreens } from './screen-loading';
import { screens } from './screen-registry';

/** Every route a resource's generic list, record or create screen serves. */
export const resourceRouteNames = (): string[] =>
  resourceScreenSets
    .flatMap((set) => [set.list, set.detail, set.create, set.edit])
    .filter((path) => path !== undefined)
    .map(routeNameOf);

/**
 * The routes served by a real screen: the account screens (screen-loading.ts), a module of their
 * own (screen-registry.ts), or a resource's screens through the generic screen; the rest show the
 * placeholder. For the coverage report and the catalogue's tests, not for the first load.
 */
export const servedRouteNames = (): string[] => [
  ...new Set([...Object.keys(accountScreens), ...Object.keys(screens), ...resourceRouteNames()]),
];
