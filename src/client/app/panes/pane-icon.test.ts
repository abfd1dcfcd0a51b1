import { describe, expect, it } from 'vitest';
import { routeAtPath } from '../../../shared/screens/screen-catalogue';
import { paneIconFor } from './pane-icon';

const iconAt = (href: string) => {
  const found = routeAtPath(href);
  if (!found) throw new Error(`no screen at ${href}`);
  return paneIconFor(found.definition);
};

describe('paneIconFor', () => {
  it('takes the icon its screen declares, for its records and at its second path too', () => {
    expect(iconAt('/sales/doc/17')).toBe('tabler-file-invoice');
    expect(iconAt('/sales/doc/17/5')).toBe('tabler-file-invoice');
    expect(iconAt('/business-partners/bp-master-data/C001')).toBe('tabler-address-book');
    expect(iconAt('/logistics_hub/setup/vehicles')).toBe(
      iconAt('/administration/setup/general/vehicles/vehicles'),
    );
  });

  it('falls back to the icon of the area, then to a plain point', () => {
    expect(iconAt('/inventory/price-list/3')).toBe('tabler-packages');
    expect(iconAt('/sales/doc/create/17')).toBe('tabler-file-invoice');
    expect(iconAt('/test')).toBe('tabler-flask');
    expect(iconAt('/not-authorized')).toBe('tabler-point');
  });
});
