import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import {
  discountGroupRules,
  discountGroups,
  specialPricePeriods,
  specialPrices,
  specialPriceVolumes,
} from '../db/schema/pricing-rules';

interface SpecialPricePlan {
  ItemCode: string;
  CardCode: string | null;
  ListNum: number | null;
  Price: string;
  Discount: string;
  ValidFrom: string | null;
  ValidTo: string | null;
  periods: {
    FromDate: string;
    ToDate: string | null;
    Price: string;
    Discount: string;
    volumes: [amount: string, price: string, discount: string][];
  }[];
}

/**
 * A few special prices around the demo history's last day (2026-11-01): two for a customer with
 * an autumn period and volume breaks, one with a discount, one for everyone on the Wholesale list.
 * Codes of the first partners and items, which every seed size generates.
 */
const specialPricePlans: SpecialPricePlan[] = [
  {
    ItemCode: 'I000001',
    CardCode: 'C00001',
    ListNum: null,
    Price: '9.5',
    Discount: '0',
    ValidFrom: '2026-01-01',
    ValidTo: '2027-12-31',
    periods: [
      {
        FromDate: '2026-10-01',
        ToDate: '2026-12-31',
        Price: '9.25',
        Discount: '0',
        volumes: [
          ['10', '8.9', '0'],
          ['50', '8.5', '0'],
          ['100', '8', '0'],
        ],
      },
    ],
  },
  {
    ItemCode: 'I000002',
    CardCode: 'C00001',
    ListNum: null,
    Price: '4.75',
    Discount: '0',
    ValidFrom: null,
    ValidTo: null,
    periods: [],
  },
  {
    ItemCode: 'I000003',
    CardCode: 'C00002',
    ListNum: null,
    Price: '12',
    Discount: '5',
    ValidFrom: '2026-01-01',
    ValidTo: null,
    periods: [
      { FromDate: '2026-11-01', ToDate: null, Price: '11.5', Discount: '5', volumes: [['24', '11', '5']] },
    ],
  },
  {
    ItemCode: 'I000004',
    CardCode: null,
    ListNum: 2,
    Price: '3.1',
    Discount: '0',
    ValidFrom: '2026-06-01',
    ValidTo: '2027-05-31',
    periods: [
      {
        FromDate: '2026-06-01',
        ToDate: '2027-05-31',
        Price: '3.1',
        Discount: '0',
        volumes: [
          ['48', '2.95', '0'],
          ['96', '2.8', '0'],
        ],
      },
    ],
  },
];

/** One customer's own discounts by manufacturer and item group, and the Wholesale group's. */
const discountGroupPlans = [
  {
    Type: 'C' as const,
    ObjCode: 'C00003',
    ValidFrom: '2026-01-01',
    ValidTo: null,
    rules: [
      { ObjType: '43' as const, ObjKey: '1', Discount: '7.5' },
      { ObjType: '52' as const, ObjKey: '100', Discount: '5' },
    ],
  },
  {
    Type: 'G' as const,
    ObjCode: '101',
    ValidFrom: null,
    ValidTo: null,
    rules: [
      { ObjType: '52' as const, ObjKey: '102', Discount: '4' },
      { ObjType: '43' as const, ObjKey: '2', Discount: '6' },
    ],
  },
];

/** The demo company's pricing rules: tens of rows, the same for every seed size. */
export async function seedPricingRules(client: PoolClient): Promise<void> {
  const db = drizzle({ client });
  for (const { periods, ...plan } of specialPricePlans) {
    const [created] = await db
      .insert(specialPrices)
      .values(plan)
      .returning({ SpecialPriceId: specialPrices.SpecialPriceId });
    if (!created || periods.length === 0) continue;
    const { SpecialPriceId } = created;
    await db
      .insert(specialPricePeriods)
      .values(
        periods.map(({ volumes: _, ...period }, index) => ({ SpecialPriceId, LineNum: index, ...period })),
      );
    const volumes = periods.flatMap((period, PeriodLine) =>
      period.volumes.map(([Amount, Price, Discount], LineNum) => ({
        SpecialPriceId,
        PeriodLine,
        LineNum,
        Amount,
        Price,
        Discount,
      })),
    );
    if (volumes.length) await db.insert(specialPriceVolumes).values(volumes);
  }
  for (const { rules, ...plan } of discountGroupPlans) {
    const [created] = await db
      .insert(discountGroups)
      .values(plan)
      .returning({ AbsEntry: discountGroups.AbsEntry });
    if (created)
      await db
        .insert(discountGroupRules)
        .values(rules.map((rule) => ({ AbsEntry: created.AbsEntry, ...rule })));
  }
}
