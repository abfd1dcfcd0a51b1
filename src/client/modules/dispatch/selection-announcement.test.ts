import { describe, expect, it } from 'vitest';
import type { DispatchOpenItem } from '../../../shared/api/dispatch';
import { translatorFor } from '../../../shared/i18n/translator';
import { openItemRows } from './open-items-model';
import { deliveriesAnnouncement, selectionAnnouncement } from './selection-announcement';

const item = (ObjType: '15' | '17', DocEntry: number, DocNum: number): DispatchOpenItem => ({
  ObjType,
  DocEntry,
  DocNum,
  DocDate: '2026-11-20',
  DocDueDate: '2026-11-30',
  CardCode: 'C1',
  CardName: 'Customer 1',
  ShipToCode: null,
  Address2: null,
  Territory: null,
  TerritoryName: null,
  Warehouses: ['WH01'],
  LineCount: 1,
  Weight: '1',
  Volume: '0.1',
  DocTotal: '10',
  DocCurrency: 'EUR',
  AgeDays: 0,
});

describe('what the open items say to a screen reader', () => {
  const t = translatorFor('en');

  it('names the kind of document selected: a sales order apart from a delivery', () => {
    const [order, delivery] = openItemRows([item('17', 1, 123), item('15', 1, 456)], 'none');
    if (!order || !delivery) throw new Error('two rows');
    expect(selectionAnnouncement(t, 'en', new Set(['17:1']), order)).toBe(
      'Sales order 123 selected, 1 document in the selection',
    );
    expect(selectionAnnouncement(t, 'en', new Set(['17:1']), delivery)).toMatch(/^Delivery 456 unselected/);
  });

  it('says how many deliveries were made and why each refused order has none', () => {
    const orders = [item('17', 1, 123), item('17', 2, 124), item('17', 3, 125)];
    const heard = deliveriesAnnouncement(t, 'en', orders, [
      { OrderEntry: 1, DeliveryEntry: 40, DocNum: 900 },
      { OrderEntry: 2, DeliveryEntry: 41, DocNum: 901 },
      { OrderEntry: 3, error: { code: 'VALIDATION_FAILED', message: 'Name the serial numbers.' } },
    ]);
    expect(heard.made).toBe('2 deliveries created and selected.');
    expect(heard.refused).toEqual(['Sales order 125 has no delivery: Name the serial numbers.']);
    expect(deliveriesAnnouncement(translatorFor('fr'), 'fr', orders, []).made).toBe(
      'Aucune livraison créée.',
    );
  });
});
