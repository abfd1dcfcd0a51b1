import { describe, expect, it } from 'vitest';
import { changeOfDraft, emptyDraft, itemCodesOf } from './change-draft';

describe('the price change form', () => {
  it('sends a 3% rise on an item group of one list, rounded to the nearest 0.05', () => {
    const draft = {
      ...emptyDraft('factor'),
      PriceList: '2',
      ItmsGrpCod: '101',
      Factor: '1.03',
      Rounding: 'nearest',
      RoundTo: '0.05',
    };
    expect(changeOfDraft(draft).change).toEqual({
      Kind: 'factor',
      Selection: { PriceList: 2, ItmsGrpCod: 101 },
      Factor: '1.03',
      Rounding: 'nearest',
      RoundTo: '0.05',
    });
  });

  it('names the field a change lacks, and refuses a copy into its own list', () => {
    expect(changeOfDraft(emptyDraft('amount')).errors).toHaveProperty('Amount');
    const copy = { ...emptyDraft('copy'), SourceList: '1', TargetList: '1' };
    expect(changeOfDraft(copy).errors).toHaveProperty('TargetList');
  });

  it('reads item codes typed one per line or separated by commas', () => {
    expect(itemCodesOf('A1\nB2, C3  662E41')).toEqual(['A1', 'B2', 'C3', '662E41']);
  });
});
