import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RouteParamsOf } from '../../shared/screens/route-names';
import { hasRouteParams } from './route-params';

describe('route params', () => {
  it('types the params of a path from its pattern', () => {
    expectTypeOf<RouteParamsOf<'/sales/doc/$objectId/$id'>>().toEqualTypeOf<
      { objectId: string } & { id: string }
    >();
    expectTypeOf<RouteParamsOf<'/inventory/price-list/period-and-vol-discounts/$ItemCode/$ListNum/$id'>>()
      .toHaveProperty('ListNum')
      .toEqualTypeOf<string>();
  });

  it('accepts params holding every name of the path as strings', () => {
    expect(hasRouteParams('/sales/doc/$objectId/$id', { objectId: '17', id: '5' })).toBe(true);
    expect(hasRouteParams('/dashboard', {})).toBe(true);
  });

  it('refuses params missing a name or holding a non-string', () => {
    expect(hasRouteParams('/sales/doc/$objectId/$id', { objectId: '17' })).toBe(false);
    expect(hasRouteParams('/sales/doc/$objectId', { objectId: 17 })).toBe(false);
  });
});
