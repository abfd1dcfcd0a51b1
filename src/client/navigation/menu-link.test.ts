import { describe, expect, it } from 'vitest';
import { menuHref, pathFromLabel } from './menu-link';

describe('pathFromLabel', () => {
  it('lower-cases the label and joins its words with dashes', () => {
    expect(pathFromLabel('Gate Pass Mgt')).toBe('/gate-pass-mgt');
  });

  it('turns each run of other characters into one dash and trims dashes at the ends', () => {
    expect(pathFromLabel('Purchase - A/P')).toBe('/purchase-a-p');
    expect(pathFromLabel('  (Reports) ')).toBe('/reports');
  });

  it('gives the root for a label without a letter or digit', () => {
    expect(pathFromLabel('---')).toBe('/');
  });
});

describe('menuHref', () => {
  it('uses the entry link when there is one', () => {
    expect(menuHref({ label: 'Dashboard', link: '/DashboardMain' })).toBe('/DashboardMain');
  });

  it('derives the path from the label when the link is missing or blank', () => {
    expect(menuHref({ label: 'Logistics Hub' })).toBe('/logistics-hub');
    expect(menuHref({ label: 'Logistics Hub', link: ' ' })).toBe('/logistics-hub');
  });
});
