import { describe, expect, it } from 'vitest';
import type { DocumentRights } from '../../../shared/api/rights';
import { findDocumentType } from '../../../shared/documents/object-types';
import { documentActionsFor } from './document-actions';

const all: DocumentRights = {
  read: true,
  create: true,
  update: true,
  cancel: true,
  close: true,
  print: true,
  approve: true,
};
const order = findDocumentType('17');
if (!order) throw new Error('the sales order type is missing');
const anyTarget = () => true;

describe('the actions of a document screen', () => {
  it('offers edit, copy along the chain, close and cancel on an open document', () => {
    const actions = documentActionsFor({ DocStatus: 'O', CANCELED: 'N' }, order, all, anyTarget);
    expect(actions).toMatchObject({ edit: true, close: true, cancel: true, duplicate: true, print: true });
    expect(actions.copyTo).toEqual(['15', '13', '203']);
  });

  it('keeps a closed or cancelled document read-only but still duplicable and printable', () => {
    for (const state of [
      { DocStatus: 'C', CANCELED: 'N' },
      { DocStatus: 'C', CANCELED: 'Y' },
    ] as const) {
      const actions = documentActionsFor(state, order, all, anyTarget);
      expect(actions).toMatchObject({
        edit: false,
        close: false,
        cancel: false,
        duplicate: true,
        print: true,
      });
      expect(actions.copyTo).toEqual([]);
    }
  });

  it('hides what the rights refuse, and copies only to types the user may create', () => {
    const actions = documentActionsFor(
      { DocStatus: 'O', CANCELED: 'N' },
      order,
      { ...all, cancel: false, close: false, update: false },
      (objectId) => objectId === '15',
    );
    expect(actions).toMatchObject({ edit: false, close: false, cancel: false });
    expect(actions.copyTo).toEqual(['15']);
  });

  it('offers nothing that writes before the rights are known', () => {
    const actions = documentActionsFor({ DocStatus: 'O', CANCELED: 'N' }, order, undefined, () => false);
    expect(actions).toMatchObject({
      edit: false,
      close: false,
      cancel: false,
      duplicate: false,
      print: false,
    });
    expect(actions.relationshipMap).toBe(true);
  });
});

describe('a draft kept for approval', () => {
  it('offers no edit, copy, close or cancel: its approval decides what becomes of it', () => {
    const draft = documentActionsFor({ DocStatus: 'O', CANCELED: 'N', Draft: 'Y' }, order, all, anyTarget);
    expect(draft).toMatchObject({ edit: false, copyTo: [], close: false, cancel: false });
  });
});
