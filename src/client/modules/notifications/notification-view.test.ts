import { describe, expect, it } from 'vitest';
import { isolate } from '../../../shared/locale/bidi-isolate';
import { notificationText, subjectHref } from './notification-view';

describe('subjectHref', () => {
  it('opens the item, the partner or the document a notification is about', () => {
    expect(subjectHref({ subjectType: 'item', subjectKey: 'A 1/2' })).toBe(
      '/inventory/item-management/item-master-data/A%201%2F2',
    );
    expect(subjectHref({ subjectType: 'partner', subjectKey: 'C20000' })).toBe(
      '/business-partners/bp-master-data/C20000',
    );
    expect(subjectHref({ subjectType: 'document', subjectKey: '17/42' })).toBe('/sales/doc/17/42');
    expect(subjectHref({ subjectType: 'document', subjectKey: '22/7' })).toBe('/purchasing/doc/22/7');
  });

  it('opens nothing for a document type the product does not know', () => {
    expect(subjectHref({ subjectType: 'document', subjectKey: '999/1' })).toBeUndefined();
    expect(subjectHref({ subjectType: 'document', subjectKey: '17/x' })).toBeUndefined();
  });
});

describe('notificationText', () => {
  const format = (value: string) => `#${Number(value)}`;

  it('formats the figures and names the warehouse of a warehouse stock alert', () => {
    expect(
      notificationText(
        {
          alertKind: 'stock-below-minimum',
          params: { ItemCode: 'A1', ItemName: 'Bolt', WhsCode: 'WH01', OnHand: '3.000000', MinLevel: '10.5' },
        },
        format,
      ),
    ).toEqual({
      key: 'notifications.texts.stock-below-minimum-warehouse',
      values: {
        ItemCode: isolate('A1'),
        ItemName: isolate('Bolt'),
        WhsCode: isolate('WH01'),
        OnHand: isolate('#3'),
        MinLevel: isolate('#10.5'),
      },
    });
  });

  it('uses the total stock text when the alert names no warehouse', () => {
    const text = notificationText(
      { alertKind: 'stock-below-minimum', params: { ItemCode: 'A1', WhsCode: null, OnHand: '1' } },
      format,
    );
    expect(text.key).toBe('notifications.texts.stock-below-minimum');
    expect(text.values).toMatchObject({ WhsCode: '', OnHand: isolate('#1') });
  });

  it('keeps a document number as it is', () => {
    const text = notificationText(
      { alertKind: 'document-pending-approval', params: { DocNum: 1001, DocTotal: '250.000000' } },
      format,
    );
    expect(text.values).toEqual({ DocNum: isolate('1001'), DocTotal: isolate('#250') });
  });
});
