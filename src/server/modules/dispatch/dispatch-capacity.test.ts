import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { worded } from '../../errors/local-text';
import { mondayOf } from './dispatch-dashboard';
import { capacityOverrun, loadOf } from './dispatch-stops';

const van = { CapacityKg: '1400', CapacityM3: '11' };

describe('a load against its vehicle', () => {
  it('adds up its stops’ weights and volumes exactly', () => {
    const load = loadOf([
      { Weight: '700.125', Volume: '5.5' },
      { Weight: '699.875', Volume: '5.5' },
    ]);
    expect(load.Weight.toString()).toBe('1400');
    expect(load.Volume.toString()).toBe('11');
    expect(capacityOverrun(load, van, null)).toBe(false);
  });

  it('refuses a load beyond the weight with the figures unless a reason is given', () => {
    const load = loadOf([{ Weight: '1500', Volume: '2' }]);
    let refusal: unknown;
    try {
      capacityOverrun(load, van, null);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    const { code, fields } = refusal as AppError;
    expect(code).toBe('CAPACITY_EXCEEDED');
    expect(Object.keys(fields ?? {})).toEqual(['Weight']);
    expect(worded(fields?.Weight?.[0] ?? '')).toBe('is 1500.000 kg, over the vehicle’s 1400.000 kg');
    expect(capacityOverrun(load, van, 'Agreed with the driver')).toBe(true);
  });

  it('takes a capacity of 0 as no limit', () => {
    expect(
      capacityOverrun(
        loadOf([{ Weight: '90000', Volume: '900' }]),
        { CapacityKg: '0', CapacityM3: '0' },
        null,
      ),
    ).toBe(false);
  });
});

describe('the dashboard’s week', () => {
  it('starts on the Monday of the date’s week', () => {
    expect(mondayOf('2030-01-08')).toBe('2030-01-07');
    expect(mondayOf('2030-01-07')).toBe('2030-01-07');
    expect(mondayOf('2030-01-13')).toBe('2030-01-07');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
});
