import type { SeedSize } from '../config';

export interface SeedVolume {
  items: number;
  priceLists: number;
  customers: number;
  suppliers: number;
  leads: number;
  documents: number;
  salesEmployees: number;
  employees: number;
}

/**
 * `demo` is what a first start loads; `large` is the benchmark company: with the three items whose
 * codes only look like numbers, 1,000,000 items, so each of its five price lists holds exactly
 * 1,000,000 prices (5,000,000 in all).
 */
export const seedVolumes: Record<Exclude<SeedSize, 'none'>, SeedVolume> = {
  demo: {
    items: 3_000,
    priceLists: 6,
    customers: 320,
    suppliers: 60,
    leads: 20,
    documents: 4_000,
    salesEmployees: 10,
    employees: 24,
  },
  large: {
    items: 999_997,
    priceLists: 5,
    customers: 17_000,
    suppliers: 2_500,
    leads: 500,
    documents: 200_000,
    salesEmployees: 40,
    employees: 80,
  },
};

/** The day the demo company's history ends; fixed so that every run makes the same data. */
export const seedAnchorDate = '2026-11-01';
/** How many days of history the documents span. */
export const seedHistoryDays = 540;
