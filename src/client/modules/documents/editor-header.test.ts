import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { editorHeaderFields } from '../../../shared/document-model/document-definition';
import { findDocumentType } from '../../../shared/documents/object-types';
import { languages, setupI18n } from '../../i18n/i18n-setup';
import {
  editorFieldsFor,
  footerFieldOrder,
  headerFieldModels,
  headerFieldOrder,
  headerOf,
  newHeader,
  saveBody,
  today,
  wideEditorFields,
} from './editor-header';
import { emptyLine } from './line-editing';

const typeOf = (objectId: string) => {
  const type = findDocumentType(objectId);
  if (!type) throw new Error(`no document type ${objectId}`);
  return type;
};
const salesOrder = typeOf('17');
const transfer = typeOf('67');

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

beforeAll(() => setupI18n('en', languages));
const en = () => i18next.getFixedT('en');

describe("the editor's header follows the document definition", () => {
  it('holds one text per editor field of the definition, in its order, each with its field model', () => {
    const editorFields = editorHeaderFields.map((field) => field.name);
    expect([...headerFieldOrder, ...footerFieldOrder].sort()).toEqual([...editorFields].sort());
    // Beside the fields: the partner's name and the chosen addresses' texts, which are shown only.
    expect(Object.keys(newHeader()).sort()).toEqual(
      [...editorFields, 'CardName', 'Address2', 'Address'].sort(),
    );
    expect(headerFieldModels.CardCode).toMatchObject({ kind: 'reference', resource: 'business-partners' });
    expect(headerFieldModels.DiscPrcnt.label).toBe('HeaderDiscPrcnt');
  });

  it('places the fields as SAP lays out a marketing document: who and when above the lines, the less used below them', () => {
    expect(editorFieldsFor(salesOrder, 'header')).toEqual([
      'CardCode',
      'DocDate',
      'DocDueDate',
      'NumAtCard',
      'CntctCode',
    ]);
    // The series (set once, rarely changed), ship-to and bill-to (SAP's Logistics tab) sit below the lines.
    expect(editorFieldsFor(salesOrder, 'footer')).toEqual([
      'SlpCode',
      'Series',
      'DocCur',
      'DocRate',
      'DiscPrcnt',
      'ShipToCode',
      'PayToCode',
      'U_ReadyToDispatch',
      'Comments',
    ]);
    // Ready to dispatch is a sales order's mark alone: a delivery copied from it has none.
    expect(editorFieldsFor(typeOf('15'), 'footer')).not.toContain('U_ReadyToDispatch');
    // A reference whose name shows beside its key takes two columns; the placement is not a field's model.
    expect([...wideEditorFields]).toEqual(['CardCode', 'SlpCode']);
    expect(headerFieldModels.CardCode).not.toHaveProperty('editorWide');
  });

  it('shows an inventory transfer its two warehouses where a marketing document shows its partner', () => {
    expect(editorFieldsFor(transfer, 'header')).toEqual(['Filler', 'ToWhsCode', 'DocDate', 'DocDueDate']);
    expect(editorFieldsFor(transfer, 'footer')).toEqual(['SlpCode', 'Series', 'Comments']);
  });

  it('starts a copy anew where the definition says fresh (dates, series), and shows "no sales employee" empty', () => {
    expect(headerOf(stored, true)).toMatchObject({
      DocDate: '2026-01-05',
      Series: '7',
      SlpCode: '',
      NumAtCard: '',
    });
    expect(headerOf(stored, false)).toMatchObject({ DocDate: today(), DocDueDate: today(), Series: '' });
    // An order ready to dispatch does not make its copy (a delivery) ready.
    expect(headerOf({ ...stored, U_ReadyToDispatch: 'Y' }, false).U_ReadyToDispatch).toBe('');
    expect(headerOf({ ...stored, U_ReadyToDispatch: 'Y' }, true).U_ReadyToDispatch).toBe('Y');
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
    const body = saveBody(header, [line], en());
    expect(body.ok && body.body).toMatchObject({ CntctCode: 12, ShipToCode: 'Depot', PayToCode: null });
    expect(body.ok && body.body).not.toHaveProperty('Address2');
    const leftOut = saveBody(header, [line], en(), undefined, new Set(['ShipToCode', 'CntctCode']));
    expect(leftOut.ok && leftOut.body).not.toHaveProperty('ShipToCode');
    expect(leftOut.ok && leftOut.body).not.toHaveProperty('CntctCode');
  });

  it('sends the wire values: capitals for the currency, null for an emptied reference, the series only on a create', () => {
    const header = { ...headerOf(stored, true), DocCur: ' eur ', NumAtCard: '  ', Series: '7' };
    const created = saveBody(header, [line], en());
    expect(created).toMatchObject({
      ok: true,
      kind: 'create',
      body: { CardCode: 'C00007', Series: 7, DocCur: 'EUR' },
    });
    expect(created.ok && 'NumAtCard' in created.body && created.body.NumAtCard).toBeNull();
    const edited = saveBody(header, [line], en(), 3);
    expect(edited.ok && edited.body).not.toHaveProperty('Series');
    expect(edited.ok && edited.body).not.toHaveProperty('CardCode');
    expect(saveBody({ ...header, DiscPrcnt: '120' }, [line], en(), 3)).toMatchObject({ ok: false });
  });

  it('says what the shared schema refuses in the user’s language, never in zod’s words', () => {
    const header = headerOf(stored, true);
    const refused = (DiscPrcnt: string, language: 'en' | 'fr' | 'ar') =>
      saveBody({ ...header, DiscPrcnt }, [line], i18next.getFixedT(language), 3);
    expect(refused('120', 'en')).toEqual({ ok: false, fields: { DiscPrcnt: ['Between 0 and 100'] } });
    expect(refused('120', 'fr')).toEqual({ ok: false, fields: { DiscPrcnt: ['Entre 0 et 100'] } });
    expect(refused('-5', 'ar')).toEqual({ ok: false, fields: { DiscPrcnt: ['بين 0 و100'] } });
  });
});
