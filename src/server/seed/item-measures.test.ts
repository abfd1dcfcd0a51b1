import { describe, expect, it } from 'vitest';
import { packMeasures } from './item-measures';
import { productCatalogue } from './market-names';

describe('the demo products’ pack measures', () => {
  it('weighs a litre of a drink a little over a kilogram and a 25 kg sack a little over 25 kg', () => {
    expect(packMeasures('1 L')).toEqual({ kg: '1.080', m3: '0.001200' });
    expect(packMeasures('330 ml')).toEqual({ kg: '0.377', m3: '0.000396' });
    expect(packMeasures('25 kg')).toEqual({ kg: '25.760', m3: '0.040000' });
    expect(packMeasures('ream')).toEqual({ kg: '2.500', m3: '0.003000' });
  });

  it('knows every size of the catalogue, each with a positive weight and volume', () => {
    for (const size of productCatalogue.flatMap((entry) => entry.sizes)) {
      const { kg, m3 } = packMeasures(size);
      expect(Number(kg), size).toBeGreaterThan(0);
      expect(Number(m3), size).toBeGreaterThan(0);
    }
  });
});
