import { describe, expect, it } from 'vitest';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { editorHeaderFields } from '../../../shared/document-model/document-definition';
import { headerFieldModels, headerFieldOrder, headerOf, newHeader, saveBody, today } from './editor-header';
import { emptyLine } from './line-editing';

const stored = {
  CardCode: 'C00007',
  CardName: 'Greenfield Foods',
  DocDate: '2026-01-05',
  DocDueDate: '2026-01-20',
  NumAtCard: null,
  SlpCode: -1,
  Series: 7,
  DocCur: 'EUR',
  DocRate: '1',
  DiscPrcnt: '0',
  Comments: 'Deliver by noon',
  CntctCode: 12,
  ShipToCode: 'Depot',
  Address2: '3 Quay\nHull',
  PayToCode: null,
  Address: null,
} as unknown as MarketingDocument;

const line = { ...emptyLine(), ItemCode: 'I000541', ItemName: 'Item', Quantity: '2' };

describe("the editor's header follows the document definition", () => {
  it('holds one text per editor field of the definition, in its order, each with its field model', () => {
    expect(headerFieldOrder).toEqual(editorHeaderFields.map((field) => field.name));
    // Beside the fields: the partner's name and the chosen addresses' texts, which are shown only.
    expect(Object.keys(newHeader()).sort()).toEqual(
      [...headerFieldOrder, 'CardName', 'Address2', 'Address'].sort(),
    );
    expect(headerFieldModels.CardCode).toMatchObject({ kind: 'reference', resource: 'business-partners' });
    expect(headerFieldModels.DiscPrcnt.label).toBe('HeaderDiscPrcnt');
  });

  it('starts a copy anew where the definition says fresh (dates, series), and shows "no sales employee" empty', () => {
    expect(headerOf(stored, true)).toMatchObject({
      DocDate: '2026-01-05',
      Series: '7',
      SlpCode: '',
      NumAtCard: '',
    });
    expect(headerOf(stored, false)).toMatchObject({ DocDate: today(), DocDueDate: today(), Series: '' });
    expect(newHeader({ SlpCode: 4 })).toMatchObject({ SlpCode: '4', DocDate: today(), CardCode: '' });
  });

  it("keeps a stored document's ship-to, bill-to and contact with the address texts, and sends the choices, never the texts", () => {
    const header = headerOf(stored, false);
    expect(header).toMatchObject({
      CntctCode: '12',
      ShipToCode: 'Depot',
      Address2: '3 Quay\nHull',
      PayToCode: '',
    });
    const body = saveBody(header, [line]);
    expect(body.ok && body.body).toMatchObject({ CntctCode: 12, ShipToCode: 'Depot', PayToCode: null });
    expect(body.ok && body.body).not.toHaveProperty('Address2');
    const leftOut = saveBody(header, [line], undefined, new Set(['ShipToCode', 'CntctCode']));
    expect(leftOut.ok && leftOut.body).not.toHaveProperty('ShipToCode');
    expect(leftOut.ok && leftOut.body).not.toHaveProperty('CntctCode');
  });

  it('sends the wire values: capitals for the currency, null for an emptied reference, the series only on a create', () => {
    const header = { ...headerOf(stored, true), DocCur: ' eur ', NumAtCard: '  ', Series: '7' };
    const created = saveBody(header, [line]);
    expect(created).toMatchObject({
      ok: true,
      kind: 'create',
      body: { CardCode: 'C00007', Series: 7, DocCur: 'EUR' },
    });
    expect(created.ok && 'NumAtCard' in created.body && created.body.NumAtCard).toBeNull();
    const edited = saveBody(header, [line], 3);
    expect(edited.ok && edited.body).not.toHaveProperty('Series');
    expect(edited.ok && edited.body).not.toHaveProperty('CardCode');
    expect(saveBody({ ...header, DiscPrcnt: '120' }, [line], 3)).toMatchObject({ ok: false });
  });
});
