import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../../shared/api/menu';
import { sideMenu } from './menu-rules';

const entry = (label: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id: label.toLowerCase().replace(/\W+/g, '-'),
  label,
  title: `menu.${label}`,
  icon: 'tabler-point',
  Visible: 'Y',
  ...extra,
});

describe('sideMenu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps only the nine named top-level entries', () => {
    const labels = [
      'Dashboard',
      'Inventory',
      'Sales',
      'Administration',
      'Business Partners',
      'Purchase - A/P',
      'Gate Pass Mgt',
      'Logistics Hub',
      'Banking',
    ];
    const menu = sideMenu([...labels.map((label) => entry(label)), entry('Development'), entry('Reports')]);
    expect(menu.map((item) => item.label)).toEqual(labels);
  });

  it('drops entries marked Visible N, at any depth', () => {
    const menu = sideMenu([
      entry('Sales', { children: [entry('Sales Order'), entry('Old Orders', { Visible: 'N' })] }),
      entry('Banking', { Visible: 'N' }),
    ]);
    expect(menu.map((item) => item.label)).toEqual(['Sales']);
    expect(menu[0]?.children?.map((item) => item.label)).toEqual(['Sales Order']);
  });

  it('drops an entry whose children all vanish', () => {
    const menu = sideMenu([
      entry('Inventory', {
        children: [entry('Reports', { grand_children: [entry('Hidden', { Visible: 'N' })] })],
      }),
      entry('Dashboard'),
    ]);
    expect(menu.map((item) => item.label)).toEqual(['Dashboard']);
  });

  it('reads menu data given as an object, and warns about data that is neither', () => {
    expect(sideMenu({ a: entry('Sales', { link: '/sales' }) }).map((item) => item.link)).toEqual(['/sales']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(sideMenu('menu')).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Menu data must be an array or an object', 'menu');
  });
});
