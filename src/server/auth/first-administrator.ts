import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { groupRules, userGroupMembers, userGroups, users } from '../db/schema/access';
import { hashPassword } from './passwords';

export class AdministratorPasswordMissing extends Error {
  constructor() {
    super(
      'This database has no users and no demo company. Set ADMIN_PASSWORD (at least 10 characters) for the first start: ' +
        'it creates the administrator "admin" with that password.',
    );
  }
}

/**
 * A database started without the demo company (SEED=none, or a PostgreSQL server of one's own)
 * gets exactly one user on its first start: the administrator, with the password the operator
 * chose. No default password ever exists outside the demo.
 */
export async function ensureAdministrator(
  database: Database,
  adminPassword: string | undefined,
): Promise<'created' | 'present'> {
  const counted = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((counted[0]?.n ?? 0) > 0) return 'present';
  if (!adminPassword || adminPassword.length < 10) throw new AdministratorPasswordMissing();
  const passwordHash = await hashPassword(adminPassword);
  await database.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.code, 'administrators'));
    const groupId =
      existing[0]?.id ??
      (
        await tx
          .insert(userGroups)
          .values({
            code: 'administrators',
            name: 'Administrators',
            description: 'Full access to every area.',
          })
          .returning({ id: userGroups.id })
      )[0]?.id;
    if (groupId === undefined) throw new Error('could not create the administrators group');
    if (!existing[0])
      await tx.insert(groupRules).values({ groupId, position: 0, action: ['manage'], subject: ['all'] });
    const [admin] = await tx
      .insert(users)
      .values({ USER_CODE: 'admin', U_NAME: 'Administrator', passwordHash, SUPERUSER: 1 })
      .returning({ id: users.USERID });
    if (!admin) throw new Error('could not create the administrator');
    await tx.insert(userGroupMembers).values({ userId: admin.id, groupId });
  });
  return 'created';
}
