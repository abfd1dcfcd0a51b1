import { describe, expect, it } from 'vitest';
import { documentObjectType, documentTypeOf } from './document-object-type';

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
