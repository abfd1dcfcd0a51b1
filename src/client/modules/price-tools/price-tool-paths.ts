import { type BasePriceScreen, basePricePaths } from '../../../shared/screens/areas/inventory-routes';
import { routeNameOf } from '../../../shared/screens/route-names';

/** The route names the price tools' screen module serves, and which screen each is. */
const screenByName = new Map<string, BasePriceScreen>(
  (Object.entries(basePricePaths) as [BasePriceScreen, string][]).map(([screen, path]) => [
    routeNameOf(path),
    screen,
  ]),
);

export const priceToolScreenIds = [...screenByName.keys()];

export const priceToolScreenOf = (name: string): BasePriceScreen | undefined => screenByName.get(name);
