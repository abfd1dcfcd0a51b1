import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../shared/api/menu';
import { setupI18n } from '../i18n/i18n-setup';
import {
  containsActive,
  findActive,
  groupsContainingActive,
  isActive,
  navTitle,
  toNavItems,
} from './nav-items';

const entry = (id: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label: id,
  title: `menu.${id}`,
  icon: `tabler-${id}`,
  Visible: 'Y',
  ...extra,
});

const menu: MenuEntry[] = [
  entry('dashboard', { link: '/dashboard' }),
  entry('sales', {
    children: [
      entry('order', { link: '/sales/doc/17' }),
      entry('reports', {
        grand_children: [entry('open-orders', { link: '/sales/doc/17/5' })],
      }),
    ],
  }),
];

describe('toNavItems', () => {
  it('keeps the title key and icon and resolves the link to a named route', () => {
    const [dashboard] = toNavItems(menu);
    expect(dashboard).toEqual({
      id: 'dashboard',
      titleKey: 'menu.dashboard',
      icon: 'tabler-dashboard',
      href: '/dashboard',
      target: { name: 'dashboard', params: {} },
    });
  });

  it('links an entry without a link to the path derived from its label', () => {
    const [item] = toNavItems([entry('x', { label: 'Gate Pass Mgt' })]);
    expect(item?.href).toBe('/gate-pass-mgt');
    expect(item?.target).toEqual({ name: 'gate-pass-mgt', params: {} });
  });

  it('nests grand_children as well as children', () => {
    const sales = toNavItems(menu)[1];
    expect(sales?.children?.map((item) => item.id)).toEqual(['order', 'reports']);
    const reports = sales?.children?.[1];
    expect(reports?.children?.map((item) => item.id)).toEqual(['open-orders']);
    expect(reports?.children?.[0]?.target).toEqual({
      name: 'sales-doc-objectId-id',
      params: { objectId: '17', id: '5' },
    });
  });

  it('gives a leaf no children list at all', () => {
    expect(toNavItems(menu)[0]).not.toHaveProperty('children');
  });
});

describe('isActive and containsActive', () => {
  const items = toNavItems(menu);
  const [, sales] = items;
  const order = sales?.children?.[0];
  if (!sales || !order) throw new Error('the menu fixture lost its sales entries');

  it('makes an item active when the route name and every param of its target match', () => {
    expect(isActive(order, { name: 'sales-doc-objectId', params: { objectId: '17' } })).toBe(true);
  });

  it('does not make it active when a param differs or the name differs', () => {
    expect(isActive(order, { name: 'sales-doc-objectId', params: { objectId: '23' } })).toBe(false);
    expect(isActive(order, { name: 'sales-doc-objectId-id', params: { objectId: '17', id: '5' } })).toBe(
      false,
    );
    expect(isActive(order, { name: 'sales-doc-objectId', params: {} })).toBe(false);
  });

  it('ignores current params the target does not name', () => {
    expect(isActive(order, { name: 'sales-doc-objectId', params: { objectId: '17', tab: 'lines' } })).toBe(
      true,
    );
  });

  it('marks a group as containing the active item when a descendant at any depth is active', () => {
    const deep = { name: 'sales-doc-objectId-id', params: { objectId: '17', id: '5' } };
    expect(containsActive(sales, deep)).toBe(true);
    expect(containsActive(sales, { name: 'dashboard', params: {} })).toBe(false);
    expect(groupsContainingActive(items, deep)).toEqual(['sales', 'reports']);
    expect(findActive(items, deep)?.id).toBe('open-orders');
  });
});

describe('navTitle', () => {
  it('leaves the group out of a title that names it first, in every language', async () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const t = (await setupI18n(language)).getFixedT(language);
      const item = { titleKey: 'menu.dispatchOpenItems', groupKey: 'menu.dispatch' };
      const full = t('menu.dispatchOpenItems');
      const shown = navTitle(item, t);
      expect(shown.length, language).toBeLessThan(full.length);
      expect(full.endsWith(shown), language).toBe(true);
      expect(navTitle({ titleKey: 'menu.dispatchOpenItems' }, t)).toBe(full);
      expect(navTitle({ titleKey: 'menu.inventory', groupKey: 'menu.dispatch' }, t)).toBe(
        t('menu.inventory'),
      );
    }
  });
});
