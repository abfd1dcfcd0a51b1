// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../app-router';
import { forgetPaneRouters, paneRouter } from './pane-routers';

const context = { services: {} } as unknown as RouterContext;

describe('pane routers', () => {
  it('share one route tree, each keeping its own place in it', () => {
    const left = paneRouter('left', '/dashboard', context);
    const right = paneRouter('right', '/inventory/price-list', context);
    expect(right.routeTree).toBe(left.routeTree);
    expect(left.state.location.pathname).toBe('/dashboard');
    expect(right.state.location.pathname).toBe('/inventory/price-list');
    const matched = (router: typeof left, path: string) =>
      router.matchRoutes(path).at(-1)?.staticData.definition?.name;
    expect(matched(left, '/sales/doc/17/5')).toBe('sales-doc-objectId-id');
    expect(matched(right, '/logistics_hub/setup/vehicles')).toBe('logistics_hub-setup-vehicles');
    forgetPaneRouters([]);
  });
});
