import { describe, expect, it, vi } from 'vitest';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { type DocumentRef, groupIds, relationshipTree } from './relationship-tree';

type Link = { BaseType?: string; BaseEntry?: number; TargetType?: string; TrgetEntry?: number };

function doc(objType: string, docEntry: number, links: Link[]): MarketingDocument {
  return {
    ObjType: objType,
    DocEntry: docEntry,
    DocumentLines: links.map((link) => ({
      BaseType: link.BaseType ?? null,
      BaseEntry: link.BaseEntry ?? null,
      TargetType: link.TargetType ?? null,
      TrgetEntry: link.TrgetEntry ?? null,
    })),
  } as unknown as MarketingDocument;
}

// Quotation 1 -> order 5 -> deliveries 9 and 10; delivery 9 -> invoice 3.
const documents = new Map<string, MarketingDocument>([
  ['23/1', doc('23', 1, [{ TargetType: '17', TrgetEntry: 5 }])],
  [
    '17/5',
    doc('17', 5, [
      { BaseType: '23', BaseEntry: 1, TargetType: '15', TrgetEntry: 9 },
      { BaseType: '23', BaseEntry: 1, TargetType: '15', TrgetEntry: 10 },
    ]),
  ],
  ['15/9', doc('15', 9, [{ BaseType: '17', BaseEntry: 5, TargetType: '13', TrgetEntry: 3 }])],
  ['15/10', doc('15', 10, [{ BaseType: '17', BaseEntry: 5 }])],
  ['13/3', doc('13', 3, [{ BaseType: '15', BaseEntry: 9 }])],
]);
const fetchDocument = vi.fn(async (ref: DocumentRef) => documents.get(`${ref.objType}/${ref.docEntry}`));

const shape = (nodes: Awaited<ReturnType<typeof relationshipTree>>): unknown =>
  nodes.map((node) => ({ id: node.id, current: node.current || undefined, children: shape(node.children) }));

describe('the relationship map', () => {
  it('climbs to the first document of the chain and shows every document copied from it', async () => {
    const tree = await relationshipTree({ objType: '15', docEntry: 9 }, fetchDocument);
    expect(shape(tree)).toEqual([
      {
        id: '23/1',
        current: undefined,
        children: [
          {
            id: '17/5',
            current: undefined,
            children: [
              { id: '15/9', current: true, children: [{ id: '13/3', current: undefined, children: [] }] },
              { id: '15/10', current: undefined, children: [] },
            ],
          },
        ],
      },
    ]);
    expect(groupIds(tree)).toEqual(['23/1', '17/5', '15/9']);
  });

  it('shows a document without base or target alone', async () => {
    const tree = await relationshipTree({ objType: '17', docEntry: 77 }, async () => doc('17', 77, [{}]));
    expect(shape(tree)).toEqual([{ id: '17/77', current: true, children: [] }]);
  });

  it('ends on a loop and on documents it cannot read', async () => {
    const loop = new Map([
      ['17/1', doc('17', 1, [{ BaseType: '15', BaseEntry: 2, TargetType: '15', TrgetEntry: 2 }])],
      ['15/2', doc('15', 2, [{ BaseType: '17', BaseEntry: 1, TargetType: '13', TrgetEntry: 4 }])],
    ]);
    const tree = await relationshipTree({ objType: '17', docEntry: 1 }, async (ref) =>
      loop.get(`${ref.objType}/${ref.docEntry}`),
    );
    // 13/4 cannot be read: it stays on the map, marked as not available.
    expect(shape(tree)).toEqual([
      {
        id: '17/1',
        current: true,
        children: [
          { id: '15/2', current: undefined, children: [{ id: '13/4', current: undefined, children: [] }] },
        ],
      },
    ]);
    const unreadable = await relationshipTree({ objType: '17', docEntry: 5 }, async () => {
      throw new Error('forbidden');
    });
    expect(shape(unreadable)).toEqual([{ id: '17/5', current: true, children: [] }]);
  });
});
