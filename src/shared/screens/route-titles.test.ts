import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Language, languages, setupI18n } from '../../client/i18n/i18n-setup';
import { catalogues } from '../i18n/catalogues';
import type { RouteDefinition } from './route-definition';
import { routeTitle, segmentTitleKey } from './route-titles';
import { specRoutes } from './screen-catalogue';

const routeAt = (path: string): RouteDefinition => {
  const found = specRoutes.find((definition) => definition.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const title = (language: Language, path: string, params?: Record<string, string>) =>
  routeTitle(routeAt(path), i18next.getFixedT(language), params);

const staticSegments = [
  ...new Set(
    specRoutes.flatMap((definition) =>
      definition.path.split('/').filter((segment) => segment !== '' && !segment.startsWith('$')),
    ),
  ),
];

const everyParam = {
  id: '12',
  objectId: '17',
  ItemCode: 'A001',
  ListNum: '2',
  BaseObject: '23',
  docId: '88',
  transactionId: '5',
  error: '404',
};

beforeAll(async () => {
  await setupI18n('en', languages);
});

describe('route titles', () => {
  it('title every static segment of every route in English, French and Arabic', () => {
    for (const language of languages) {
      const segments: Record<string, string> = catalogues[language].routeTitles.segments;
      const missing = staticSegments.filter((segment) => !(segmentText(segments, segment) ?? '').trim());
      expect(missing, language).toEqual([]);
    }
  });

  it('never show a raw key or an unfilled placeholder, with or without params', () => {
    for (const language of languages) {
      const t = i18next.getFixedT(language);
      for (const definition of specRoutes) {
        for (const params of [undefined, everyParam]) {
          const text = routeTitle(definition, t, params);
          expect(text, `${language} ${definition.path}`).not.toMatch(/routeTitles|documents\.|\{\{|\$/);
          expect(text.trim(), `${language} ${definition.path}`).not.toBe('');
        }
      }
    }
  });

  it('name a breadcrumb segment by its exact spelling', () => {
    expect(i18next.t(segmentTitleKey('bp-master-data'))).toBe('BP Master Data');
    expect(i18next.t(segmentTitleKey('DashboardMain'))).toBe('Main Dashboard');
  });

  it('title a resource list, its detail, create and editor screens', () => {
    const branches = '/administration/setup/general/branches';
    expect(title('en', branches)).toBe('Branches');
    expect(title('en', `${branches}/$id`, { id: '12' })).toBe('Branches · 12');
    expect(title('en', `${branches}/$id`)).toBe('Branches: details');
    expect(title('en', `${branches}/create`)).toBe('Branches: new');
    expect(title('en', `${branches}/editor/$id`, { id: '12' })).toBe('Branches · 12: editor');
    expect(title('fr', `${branches}/create`)).toBe('Succursales : création');
    expect(title('ar', `${branches}/$id`, { id: '12' })).toBe('الفروع · رقم 12');
  });

  it('title a tab, a sub-page or a dashboard with the screen or record it belongs to', () => {
    expect(title('en', '/administration/approval-process/approval-decision-report/approved')).toBe(
      'Approval Decision Report: Approved',
    );
    // A screen that declares its name is titled by it alone, as the menu shows it.
    expect(title('en', '/administration/ip-config/logs')).toBe('Refused sign-ins by address');
    expect(title('en', '/dispatch/dashboard')).toBe('Dispatch: Dashboard');
    expect(title('en', '/inventory/price-list/$id/items', { id: '3' })).toBe('Price Lists · 3: Items');
    expect(title('en', '/inventory/reports/item/$ItemCode/history', { ItemCode: 'A001' })).toBe(
      'Items · A001: History',
    );
    expect(title('en', '/administration/setup/general/vehicles/vehicles')).toBe('Vehicles');
    expect(title('en', '/inventory/reports/movements')).toBe('Stock Movements');
  });

  it('title marketing documents by the document type their objectId carries', () => {
    expect(title('en', '/sales/doc/$objectId', { objectId: '17' })).toBe('Sales Order');
    expect(title('en', '/sales/doc/$objectId/$id', { objectId: '17-draft', id: '5' })).toBe(
      'Sales Order · 5',
    );
    expect(title('en', '/sales/doc/create/$objectId', { objectId: '13' })).toBe('New A/R Invoice');
    expect(title('fr', '/sales/doc/create/$objectId', { objectId: '13' })).toBe('Facture client : création');
    expect(title('en', '/purchasing/doc/$objectId', { objectId: '999' })).toBe('Document type 999');
    expect(
      title('en', '/sales/doc/copy/$BaseObject/$docId/$id', { BaseObject: '23', docId: '88', id: '17' }),
    ).toBe('Copy of Sales Quotation · 88');
    expect(title('en', '/sales/doc/create')).toBe('Sales Documents: new');
    expect(title('en', '/purchasing/doc/$objectId')).toBe('Purchasing Documents');
  });

  it('title the root and leave the not-found error code out', () => {
    expect(title('en', '/')).toBe('Home');
    expect(title('ar', '/')).toBe('الرئيسية');
    expect(title('en', '/pages/misc/not-found/$error', { error: '404' })).toBe('Page Not Found');
  });
});

function segmentText(segments: Record<string, string>, segment: string): string | undefined {
  return Object.hasOwn(segments, segment) ? segments[segment] : undefined;
}
