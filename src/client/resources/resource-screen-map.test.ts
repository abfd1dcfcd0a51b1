import { describe, expect, it } from 'vitest';
import { routeAtPath } from '../../shared/screens/screen-catalogue';
import { createHrefOf, resourceScreenOf, screenKindOf } from './resource-screen-map';

const financials = '/administration/setup/financials';

describe('resource screens of the financial setup', () => {
  it('shows the chart of accounts as a tree whose editor route also creates', () => {
    const list = resourceScreenOf(`${financials}/edit-chart-of-accounts`);
    expect(list?.set.tree).toEqual({ parentField: 'FatherNum', balances: true });
    const editor = resourceScreenOf(`${financials}/chart-of-accounts-editing/$id`);
    if (!editor) throw new Error('no account editor');
    expect(screenKindOf(editor, { id: '1120' })).toBe('detail');
    expect(screenKindOf(editor, { id: 'new' })).toBe('create');
    expect(createHrefOf(editor.set)).toBe(`${financials}/chart-of-accounts-editing/new`);
  });

  it('opens G/L account determination as its one record', () => {
    const match = resourceScreenOf(`${financials}/gl-account-determination`);
    expect(match).toMatchObject({ kind: 'detail', set: { single: '1' } });
  });

  it('serves currencies from both of their routes', () => {
    const screenPath = routeAtPath('/administration/setup/currencies')?.definition.screen.path ?? '';
    expect(resourceScreenOf(screenPath)?.set.resource).toBe('currencies');
    expect(resourceScreenOf(`${financials}/currencies/$id`)?.kind).toBe('detail');
  });

  it('names an exchange rate by its currency and date in one route id', () => {
    const rate = resourceScreenOf('/administration/rates-and-indexes/$id');
    const recordId = rate?.set.recordId;
    expect(recordId?.addressOf('EUR_2026-11-01')).toEqual({ parentKey: 'EUR', key: '2026-11-01' });
    expect(recordId?.idOf({ Currency: 'GBP', RateDate: '2026-11-02', Rate: '1.26' })).toBe('GBP_2026-11-02');
  });
});

describe('one screen, two paths', () => {
  it('serves the vehicles of Setup and of the Logistics Hub with the same screens', () => {
    for (const base of ['/administration/setup/general/vehicles/vehicles', '/logistics_hub/setup/vehicles']) {
      const screenPath = (path: string) => routeAtPath(path)?.definition.screen.path ?? path;
      expect(resourceScreenOf(screenPath(base))).toMatchObject({
        kind: 'list',
        set: { resource: 'vehicles' },
      });
      expect(resourceScreenOf(screenPath(`${base}/$id`))?.kind).toBe('detail');
      expect(resourceScreenOf(screenPath(`${base}/create`))?.kind).toBe('create');
    }
  });
});
