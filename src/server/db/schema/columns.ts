import { char, integer, numeric } from 'drizzle-orm/pg-core';

/**
 * Column shapes shared by every table. SAP Business One stores amounts, prices, quantities and
 * rates as NUMERIC(19,6); node-postgres answers them as strings, which is what the wire carries.
 */
export const amount = (name: string) => numeric(name, { precision: 19, scale: 6 });

/** SAP's Y/N flags. */
export const yesNo = (name: string) => char(name, { length: 1 }).$type<'Y' | 'N'>();

/** Optimistic concurrency: every update sets version = version + 1 WHERE version = :sent. */
export const version = () => integer('version').notNull().default(1);
