import ResourceScreen from '../resources/resource-screen';
import { resourceScreenOf } from '../resources/resource-screen-map';
import { useCurrentRoute } from '../shell/current-route';
import { UnservedScreen } from './unserved-screen';

/**
 * The screen of every route without a module of its own (screen-registry.ts): a resource's list,
 * record or new record where resource-screen-map.ts places one at the route's path, else the
 * placeholder of a screen not built yet. Deciding here, once the chunk is in, keeps the table of
 * resource routes out of the first load.
 */
export default function GenericScreen() {
  const definition = useCurrentRoute().definition;
  if (!definition) return null;
  return resourceScreenOf(definition.screen.path) ? (
    <ResourceScreen />
  ) : (
    <UnservedScreen definition={definition} />
  );
}
