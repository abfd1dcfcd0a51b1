import { describe, expect, it } from 'vitest';
import { documentObjectType, documentParamsAt, documentTypeOf } from './document-object-type';

describe('documentObjectType', () => {
  it('reads the document object type from the leading digits of the objectId', () => {
    expect(documentObjectType('17')).toBe('17');
    expect(documentObjectType('17-draft')).toBe('17');
    expect(documentObjectType('1470000113x')).toBe('1470000113');
  });

  it('finds no type in an objectId that does not start with a digit', () => {
    expect(documentObjectType('abc')).toBeUndefined();
    expect(documentObjectType('x17')).toBeUndefined();
    expect(documentObjectType('')).toBeUndefined();
  });
});

describe('documentTypeOf', () => {
  it('gives the document type the objectId stands for', () => {
    expect(documentTypeOf('17-draft')?.subject).toBe('SalesOrder');
    expect(documentTypeOf('13')?.nameKey).toBe('documents.arInvoice');
  });

  it('gives nothing for an unknown or non-numeric objectId', () => {
    expect(documentTypeOf('99')).toBeUndefined();
    expect(documentTypeOf('abc')).toBeUndefined();
  });
});

describe('documentParamsAt', () => {
  it('reads an inventory transaction screen type from its id and the document from its transactionId', () => {
    expect(documentParamsAt('/inventory/transactions/$id', { id: '59' })).toEqual({ objectId: '59' });
    expect(
      documentParamsAt('/inventory/transactions/view/$id/$transactionId', { id: '67', transactionId: '4' }),
    ).toEqual({ objectId: '67', id: '4' });
    expect(documentParamsAt('/inventory/transactions/create/$id', { id: '60' })).toEqual({ objectId: '60' });
  });

  it('reads a marketing document screen as its objectId and id say, and no other screen', () => {
    expect(documentParamsAt('/sales/doc/$objectId/$id', { objectId: '17', id: '3' })).toEqual({
      objectId: '17',
      id: '3',
    });
    expect(documentParamsAt('/inventory/transactions/create/inventoryDocument', {})).toBeUndefined();
    expect(documentParamsAt('/inventory/bin-locations/$id', { id: '59' })).toBeUndefined();
  });
});
