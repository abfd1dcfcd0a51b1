import { describe, expect, it } from 'vitest';
import { documentTypes, findDocumentType } from './object-types';

describe('document object types', () => {
  it('knows every sales, purchasing and inventory document of DOMAIN.md by its SAP object id', () => {
    expect(documentTypes.map((type) => type.objectId).sort()).toEqual(
      [
        '13',
        '14',
        '1470000113',
        '15',
        '16',
        '17',
        '18',
        '19',
        '20',
        '203',
        '21',
        '22',
        '23',
        '540000006',
        '59',
        '60',
        '1250000001',
        '67',
        '310000001',
      ].sort(),
    );
    expect(findDocumentType('17')).toMatchObject({ area: 'sales', code: 'SO', stock: 'commit' });
    expect(findDocumentType('22')).toMatchObject({ area: 'purchasing', code: 'PO', stock: 'order' });
    expect(findDocumentType('67')).toMatchObject({
      area: 'inventory',
      subject: 'InventoryTransaction',
      stock: 'transfer',
    });
    expect(findDocumentType('1250000001')?.copiesTo).toEqual(['67']);
    expect(findDocumentType('310000001')).toMatchObject({ area: 'inventory', code: 'OB', stock: 'receive' });
    expect(findDocumentType('4')).toBeUndefined();
  });

  it('copies only to document types it knows, within the same area', () => {
    for (const type of documentTypes) {
      for (const target of type.copiesTo)
        expect(findDocumentType(target)?.area, `${type.objectId} -> ${target}`).toBe(type.area);
    }
  });

  it('gives each type a unique palette code', () => {
    const codes = documentTypes.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
