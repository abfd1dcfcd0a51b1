import { eq } from 'drizzle-orm';
import { documentTypes } from '../../shared/documents/object-types';
import type { UserDocumentDefaults } from '../../shared/documents/user-document-defaults';
import { seriesFieldOf } from '../../shared/resources/user-defaults';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema/access';
import { userDefaults } from '../db/schema/user-defaults';

// The sign-in answer carries these and new documents start from them: it lives with the session,
// below the documents module, so auth needs no module.
/** The defaults a user's new documents take (their user-defaults record), when they have one. */
export async function userDocumentDefaults(tx: DbOrTx, userId: number): Promise<UserDocumentDefaults | null> {
  const [row] = await tx
    .select({ defaults: userDefaults })
    .from(users)
    .innerJoin(userDefaults, eq(userDefaults.Code, users.DfltsCode))
    .where(eq(users.USERID, userId));
  return row ? documentDefaultsOf(row.defaults) : null;
}

/** A user-defaults record as the defaults new documents take. */
export function documentDefaultsOf(defaults: typeof userDefaults.$inferSelect): UserDocumentDefaults {
  const record = defaults as Record<string, unknown> & typeof userDefaults.$inferSelect;
  const series: Record<string, number> = {};
  for (const type of documentTypes) {
    const value = record[seriesFieldOf(type.objectId)];
    if (typeof value === 'number') series[type.objectId] = value;
  }
  return {
    BPLId: record.BPLId,
    WhsCode: record.WhsCode,
    PriceList: record.PriceList,
    SlpCode: record.SlpCode,
    series,
  };
}
