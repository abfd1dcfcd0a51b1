import { describe, expect, it } from 'vitest';
import { route } from '../../shared/screens/route-definition';
import { coverageReport, coverageRows, coverageSummary } from './route-coverage';

const routes = [route('/login', { access: 'guest' }), route('/dashboard'), route('/sales/doc/$objectId')];

describe('the route coverage report', () => {
  it('marks a route served when a screen is registered under its name, in declaration order', () => {
    expect(coverageRows(routes, ['sales-doc-objectId', 'not-a-route'])).toEqual([
      { path: '/login', name: 'login', access: 'guest', served: false },
      { path: '/dashboard', name: 'dashboard', access: 'authenticated', served: false },
      { path: '/sales/doc/$objectId', name: 'sales-doc-objectId', access: 'authenticated', served: true },
    ]);
  });

  it('counts served routes and their share with one decimal', () => {
    expect(coverageSummary(coverageRows(routes, ['dashboard']))).toEqual({
      total: 3,
      served: 1,
      share: 33.3,
    });
    const many = Array.from({ length: 423 }, (_, index) => route(`/r${index}`));
    const served = many.slice(0, 7).map((definition) => definition.name);
    expect(coverageSummary(coverageRows(many, served))).toEqual({ total: 423, served: 7, share: 1.7 });
  });

  it('gives a share of zero when there is no route at all', () => {
    expect(coverageSummary([])).toEqual({ total: 0, served: 0, share: 0 });
  });

  it('prints a marker, path, name and access per route and closes with the count', () => {
    const lines = coverageReport(coverageRows(routes, ['dashboard']));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^· \/login\s+login\s+guest$/);
    expect(lines[1]).toMatch(/^✓ \/dashboard\s+dashboard\s+authenticated$/);
    expect(lines[3]).toBe('Routes served by a real screen: 1 of 3 (33.3%)');
  });
});
