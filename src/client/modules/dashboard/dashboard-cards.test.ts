import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../../shared/api/dashboard';
import { kpiGroups } from './dashboard-cards';

const company = { name: 'Meridian', currency: 'USD' };

describe('kpiGroups', () => {
  it('puts sales and purchasing documents in their groups, each leading to its list', () => {
    const groups = kpiGroups({
      company,
      documents: [
        { objectId: '17', openCount: 3, openTotal: '10.000000' },
        { objectId: '22', openCount: 1, openTotal: '5.000000' },
      ],
      items: { active: 40 },
    });
    expect(groups.map((group) => group.headingKey)).toEqual([
      'pages.dashboard.sales',
      'pages.dashboard.purchasing',
      'pages.dashboard.masterData',
    ]);
    expect(groups[0]?.cards).toEqual([
      { id: '17', nameKey: 'documents.salesOrder', to: '/sales/doc/17', count: 3, total: '10.000000' },
    ]);
    expect(groups[1]?.cards[0]?.to).toBe('/purchasing/doc/22');
    expect(groups[2]?.cards).toEqual([
      {
        id: 'items',
        nameKey: 'pages.dashboard.items',
        to: '/inventory/item-management/item-master-data',
        count: 40,
      },
    ]);
  });

  it('groups the inventory transactions apart, each leading to its list under /inventory/transactions', () => {
    const groups = kpiGroups({
      company,
      documents: [{ objectId: '1250000001', openCount: 2, openTotal: '0' }],
    });
    expect(groups.map((group) => group.headingKey)).toEqual(['pages.dashboard.inventory']);
    expect(groups[0]?.cards[0]?.to).toBe('/inventory/transactions/1250000001');
  });

  it('leaves out a group the user may see nothing of, and an unknown document type', () => {
    const data: DashboardData = {
      company,
      documents: [
        { objectId: '15', openCount: 2, openTotal: '0.000000' },
        { objectId: '999', openCount: 1, openTotal: '1.000000' },
      ],
    };
    const groups = kpiGroups(data);
    expect(groups.map((group) => group.headingKey)).toEqual(['pages.dashboard.sales']);
    expect(groups[0]?.cards.map((card) => card.id)).toEqual(['15']);
  });

  it('has no group at all for a user who may read none of the figures', () => {
    expect(kpiGroups({ company, documents: [] })).toEqual([]);
  });
});
