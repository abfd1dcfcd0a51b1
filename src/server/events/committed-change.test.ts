import { describe, expect, it } from 'vitest';
import { mergedChanges } from './committed-change';

describe('committed changes merged', () => {
  it('folds changes into one per configuration version, each code once', () => {
    expect(
      mergedChanges([
        {
          itemCodes: ['A', 'B'],
          documents: [{ ObjType: '17', DocEntry: 1 }],
          cardCodes: ['C1'],
          configurationVersion: 4,
        },
        {
          itemCodes: ['B', 'C'],
          documents: [{ ObjType: '17', DocEntry: 2, WddStatus: 'W' }],
          cardCodes: ['C1'],
          configurationVersion: 4,
        },
        { itemCodes: ['D'], documents: [], cardCodes: ['C2'] },
        { itemCodes: ['E'], documents: [], cardCodes: [], configurationVersion: 5 },
      ]),
    ).toEqual([
      {
        itemCodes: ['A', 'B', 'C'],
        documents: [
          { ObjType: '17', DocEntry: 1 },
          { ObjType: '17', DocEntry: 2, WddStatus: 'W' },
        ],
        cardCodes: ['C1'],
        configurationVersion: 4,
      },
      { itemCodes: ['D'], documents: [], cardCodes: ['C2'] },
      { itemCodes: ['E'], documents: [], cardCodes: [], configurationVersion: 5 },
    ]);
  });
});
