import { describe, expect, it } from 'vitest';
import { headerDefaultsOf } from './user-document-defaults';

const defaults = { BPLId: 2, WhsCode: 'WH03', PriceList: 3, SlpCode: 4, series: { '17': 21, '13': 22 } };

describe('headerDefaultsOf', () => {
  it("takes the series of the document's own type, the sales employee and the branch", () => {
    expect(headerDefaultsOf(defaults, '17')).toEqual({ Series: 21, SlpCode: 4, BPLId: 2 });
    expect(headerDefaultsOf(defaults, '13')).toEqual({ Series: 22, SlpCode: 4, BPLId: 2 });
  });

  it('leaves out what the defaults do not set, for the server to choose', () => {
    expect(headerDefaultsOf(defaults, '22')).toEqual({ SlpCode: 4, BPLId: 2 });
    expect(headerDefaultsOf({ ...defaults, SlpCode: null, BPLId: null, series: {} }, '17')).toEqual({});
    expect(headerDefaultsOf(null, '17')).toEqual({});
  });
});
