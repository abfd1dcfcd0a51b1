import { describe, expect, it } from 'vitest';
import { documentWarehouses } from './document-warehouses';

describe('the warehouses a document touches', () => {
  it('names a transfer header and its lines warehouses once each', () => {
    expect(
      documentWarehouses({
        Filler: 'WH01',
        ToWhsCode: 'WH02',
        DocumentLines: [
          { WhsCode: 'WH02', FromWhsCod: 'WH01' },
          { WhsCode: 'WH03', FromWhsCod: 'WH01' },
        ],
      }),
    ).toEqual(['WH01', 'WH02', 'WH03']);
  });

  it('leaves out what a document does not name', () => {
    expect(
      documentWarehouses({ DocumentLines: [{ WhsCode: 'WH01', FromWhsCod: null }, { WhsCode: null }] }),
    ).toEqual(['WH01']);
    expect(documentWarehouses({})).toEqual([]);
  });
});
