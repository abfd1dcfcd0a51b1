import { describe, expect, it } from 'vitest';
import { documentCreateSchema, documentUpdateSchema } from '../api/marketing-docs';
import { findDocumentType } from '../documents/object-types';
import { documentLineViewColumns, documentListColumns } from './definition-columns';
import {
  type DocumentField,
  documentHeaderFields,
  documentLineFields,
  editorHeaderFields,
  shownOnType,
} from './document-definition';
import {
  documentLineSchema,
  documentListRowSchema,
  documentSchema,
  headerInputShape,
  lineInputShape,
} from './document-schemas';

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);
const placed = <Field extends { name: string }>(fields: readonly Field[], has: (field: Field) => boolean) =>
  fields.filter(has).map((field) => field.name);

describe('the document definition is the one source of the wire schemas and the columns', () => {
  it('answers every header field in a document, and all but the detail ones in a list row', () => {
    expect(Object.keys(documentSchema.shape)).toEqual([
      ...names(documentHeaderFields),
      'DocumentLines',
      'StockAllocations',
    ]);
    expect(Object.keys(documentListRowSchema.shape)).toEqual(
      placed(documentHeaderFields, (field) => !('detail' in field)),
    );
    expect(Object.keys(documentLineSchema.shape)).toEqual(names(documentLineFields));
  });

  it('takes on a create what the user may write, and on an edit what stays writable after it', () => {
    const writable = documentHeaderFields.filter(
      (field) => !('via' in field) && (!('editable' in field) || field.editable !== 'never'),
    );
    expect(Object.keys(headerInputShape(true))).toEqual(names(writable));
    expect(Object.keys(headerInputShape(false))).toEqual(
      placed(writable, (field) => !('editable' in field) || field.editable !== 'create'),
    );
    expect(Object.keys(documentCreateSchema.shape)).toEqual([...names(writable), 'DocumentLines']);
    expect(Object.keys(documentUpdateSchema.shape)).toEqual([
      'version',
      ...placed(writable, (field) => !('editable' in field) || field.editable !== 'create'),
      'DocumentLines',
    ]);
    // Lines are written under the Service Layer's names.
    expect(Object.keys(lineInputShape())).toEqual(
      expect.arrayContaining(['ItemCode', 'Quantity', 'UnitPrice', 'DiscountPercent', 'WarehouseCode']),
    );
    expect(Object.keys(lineInputShape())).not.toContain('PriceBefDi');
  });

  it('reads limits from the definition: a partner once, a three-letter currency, a discount within 0..100', () => {
    const line = { ItemCode: 'I1', Quantity: '1' };
    // The wire leaves the partner out for inventory transactions; the posting asks it of the others.
    expect(documentCreateSchema.safeParse({ DocumentLines: [line] }).success).toBe(true);
    expect(documentCreateSchema.safeParse({ DocumentLines: [] }).success).toBe(false);
    expect(documentCreateSchema.safeParse({ CardCode: 'C1', DocumentLines: [line] }).success).toBe(true);
    expect(
      documentCreateSchema.safeParse({ CardCode: 'C1', DocCur: 'EURO', DocumentLines: [line] }).success,
    ).toBe(false);
    expect(documentUpdateSchema.safeParse({ version: 1, DiscPrcnt: '100.5' }).success).toBe(false);
    // A NOT NULL field is never emptied; a nullable one is.
    expect(documentUpdateSchema.safeParse({ version: 1, DocDate: null }).success).toBe(false);
    expect(documentUpdateSchema.safeParse({ version: 1, NumAtCard: null }).success).toBe(true);
    // The partner is chosen once: an edit cannot name another.
    expect(documentUpdateSchema.safeParse({ version: 1, CardCode: 'C2' }).success).toBe(false);
  });

  it('makes the list, line and editor fields from where the definition places them', () => {
    expect(documentListColumns.map((column) => column.id)).toEqual(
      placed(documentHeaderFields, (field) => 'column' in field),
    );
    expect(documentLineViewColumns.map((column) => column.id)).toEqual(
      placed(documentLineFields, (field) => 'column' in field),
    );
    expect(names(editorHeaderFields)).toEqual(placed(documentHeaderFields, (field) => 'editor' in field));
    // The partner comes first in the editor, the remarks last (in the footer, beside the totals).
    expect(names(editorHeaderFields)[0]).toBe('CardCode');
    expect(names(editorHeaderFields).at(-1)).toBe('Comments');
  });

  it('shows a document its partner fields, and an inventory transfer its two warehouses instead', () => {
    const shown = (objectId: string) => {
      const type = findDocumentType(objectId);
      if (!type) throw new Error(`no type ${objectId}`);
      return names(editorHeaderFields.filter((field) => shownOnType(field as DocumentField, type)));
    };
    expect(shown('17')).toContain('CardCode');
    expect(shown('17')).not.toContain('Filler');
    expect(shown('67')).toEqual(expect.arrayContaining(['Filler', 'ToWhsCode', 'DocDate', 'Comments']));
    expect(shown('67')).not.toContain('CardCode');
    expect(shown('59')).not.toContain('CardCode');
    expect(shown('59')).not.toContain('ToWhsCode');
    expect(shown('59')).not.toContain('DocCur');
  });
});
