import type { DashboardData } from '../../../shared/api/dashboard';
import { type DocumentArea, findDocumentType } from '../../../shared/documents/object-types';
import { documentListPath } from '../../../shared/screens/document-object-type';

/** One KPI card: a catalogue key for its name, where it leads, and its figures. */
export interface KpiCard {
  id: string;
  nameKey: string;
  to: string;
  count: number;
  /** Open documents have a total; master data only a count. */
  total?: string;
}

export interface KpiGroup {
  /** Catalogue key of the group's heading. */
  headingKey: string;
  countKey: string;
  cards: KpiCard[];
}

/** Master data lists the menu leads to: item master data and BP master data. */
const masterDataLists = {
  items: { nameKey: 'pages.dashboard.items', to: '/inventory/item-management/item-master-data' },
  businessPartners: { nameKey: 'pages.dashboard.businessPartners', to: '/business-partners/bp-master-data' },
};

/**
 * The answer of GET /dashboard as groups of cards, in the server's order: sales documents,
 * purchasing documents, inventory transactions, then master data. A group with nothing the user may see is left out.
 */
export function kpiGroups(data: DashboardData): KpiGroup[] {
  const documentCards = (area: DocumentArea): KpiCard[] =>
    data.documents.flatMap((figure) => {
      const type = findDocumentType(figure.objectId);
      if (type?.area !== area) return [];
      return [
        {
          id: type.objectId,
          nameKey: type.nameKey,
          to: documentListPath(type),
          count: figure.openCount,
          total: figure.openTotal,
        },
      ];
    });
  const masterData = (['items', 'businessPartners'] as const).flatMap((key): KpiCard[] => {
    const figure = data[key];
    return figure ? [{ id: key, ...masterDataLists[key], count: figure.active }] : [];
  });
  const groups: KpiGroup[] = [
    {
      headingKey: 'pages.dashboard.sales',
      countKey: 'pages.dashboard.openCount',
      cards: documentCards('sales'),
    },
    {
      headingKey: 'pages.dashboard.purchasing',
      countKey: 'pages.dashboard.openCount',
      cards: documentCards('purchasing'),
    },
    {
      headingKey: 'pages.dashboard.inventory',
      countKey: 'pages.dashboard.openCount',
      cards: documentCards('inventory'),
    },
    { headingKey: 'pages.dashboard.masterData', countKey: 'pages.dashboard.activeCount', cards: masterData },
  ];
  return groups.filter((group) => group.cards.length > 0);
}
