import { asc, eq } from 'drizzle-orm';
import { type AbilityRule, abilityRuleSchema } from '../../shared/access/ability-rule';
import type { Db } from '../db/database';
import { dataOwnerships, groupRules, userGroupMembers, users } from '../db/schema/access';
import { levelsBySubject, narrowByOwnership } from './data-ownership-rules';
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
  const rules = rows.flatMap((row) => {
    const rule = abilityRuleSchema.parse({
      action: row.action.length === 1 ? row.action[0] : row.action,
      subject: row.subject.length === 1 ? row.subject[0] : row.subject,
      ...(row.conditions ? { conditions: row.conditions } : {}),
      ...(row.fields?.length ? { fields: row.fields } : {}),
      ...(row.inverted ? { inverted: true } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
    });
    return narrowByOwnership([rule], levelsOf(row.groupId));
  });
  return rulesForUser(rules, {
    id: user.USERID,
    SlpCode: user.SlpCode,
    BPLId: user.BPLId,
    warehouses: user.warehouses,
  });
}
