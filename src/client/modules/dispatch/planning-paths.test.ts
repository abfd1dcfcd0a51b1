import { describe, expect, it } from 'vitest';
import { deliveriesOf, planningHrefs, planningScreenOf } from './planning-paths';

describe('the planning routes', () => {
  it('serve the same screens under /dispatch and the logistics hub', () => {
    expect(planningScreenOf('dispatch-assignments-create')).toEqual({
      screen: 'assignment-create',
      base: '/dispatch',
    });
    expect(planningScreenOf('logistics_hub-dispatch-management-dispatch-open_items')).toEqual({
      screen: 'open-items',
      base: '/logistics_hub/dispatch-management/dispatch',
    });
    expect(planningScreenOf('dispatch-dispatch_notes')).toBeUndefined();
  });

  it('carry the chosen deliveries into a new load and read them back', () => {
    const href = planningHrefs().newAssignment([12, 15, 18]);
    expect(href).toBe('/dispatch/assignments/create?deliveries=12.15.18');
    expect(deliveriesOf('12.15.18')).toEqual([12, 15, 18]);
    expect(deliveriesOf(7)).toEqual([7]);
    expect(deliveriesOf('3.x.-1.3.0')).toEqual([3]);
    expect(deliveriesOf(undefined)).toEqual([]);
  });
});
