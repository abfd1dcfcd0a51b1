import { asc, eq } from 'drizzle-orm';
import type { AbilityRule } from '../../shared/access/ability-rule';
import type { Db } from '../db/database';
import { dataOwnerships, groupRules, userGroupMembers, users } from '../db/schema/access';
import { levelsBySubject, narrowByOwnership } from './data-ownership-rules';
import { storedRule } from './stored-rules';
import { rulesForUser } from './user-rules';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.USERID, userId));
  return rows[0];
}

/** The rules of every group of the user, in group then position order (a later rule wins). */
export async function userAbilityRules(db: Db, user: UserRow): Promise<AbilityRule[]> {
  const rows = await db
    .select({
      groupId: groupRules.groupId,
      action: groupRules.action,
      subject: groupRules.subject,
      conditions: groupRules.conditions,
      fields: groupRules.fields,
      inverted: groupRules.inverted,
      reason: groupRules.reason,
    })
    .from(groupRules)
    .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, groupRules.groupId))
    .where(eq(userGroupMembers.userId, user.USERID))
    .orderBy(asc(groupRules.groupId), asc(groupRules.position));
  const ownership = await db
    .select({
      groupId: dataOwnerships.groupId,
      objectType: dataOwnerships.objectType,
      level: dataOwnerships.level,
    })
    .from(dataOwnerships)
    .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, dataOwnerships.groupId))
    .where(eq(userGroupMembers.userId, user.USERID));
  const levelsOf = (groupId: number) => levelsBySubject(ownership.filter((row) => row.groupId === groupId));
  const rules = rows.flatMap((row) => narrowByOwnership([storedRule(row)], levelsOf(row.groupId)));
  return rulesForUser(rules, {
    id: user.USERID,
    SlpCode: user.SlpCode,
    BPLId: user.BPLId,
    warehouses: user.warehouses,
  });
}
