import { asc, eq } from 'drizzle-orm';
import { type AbilityRule, abilityRuleSchema } from '../../shared/access/ability-rule';
import type { LoginSuccess, SessionUser } from '../../shared/api/auth';
import { levelsBySubject, narrowByOwnership } from '../access/data-ownership-rules';
import type { Db } from '../db/database';
import { dataOwnerships, groupRules, userGroupMembers, userGroups, users } from '../db/schema/access';
import { company } from '../db/schema/company';
import { branches } from '../db/schema/organisation';
import { userDocumentDefaults } from '../modules/documents/document-settings';
import { rulesForUser } from './user-rules';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.USERID, userId));
  return rows[0];
}

/** The session's user as the specification shapes it: id, SUPERUSER and the company settings. */
export async function sessionUser(db: Db, user: UserRow): Promise<SessionUser> {
  const [settings] = await db.select().from(company).limit(1);
  return {
    id: user.USERID,
    USER_CODE: user.USER_CODE,
    U_NAME: user.U_NAME,
    SUPERUSER: user.SUPERUSER === 1 ? 1 : 0,
    oadm: {
      SumDec: settings?.SumDec ?? 2,
      DBSumDec: settings?.DBSumDec ?? 2,
      MainCurncy: settings?.MainCurncy ?? '',
      SysCurrncy: settings?.SysCurrncy ?? 'USD',
      ...(settings?.useLocalSearch === 'Y'
        ? { useLocalSearch: true, localUrl: settings.localUrl ?? '' }
        : {}),
    },
  };
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

/** Everything a client receives on sign-in (specification sections 3 and 7). */
export async function loginPayload(db: Db, user: UserRow, accessToken: string): Promise<LoginSuccess> {
  const groups = await db
    .select({ code: userGroups.code, name: userGroups.name })
    .from(userGroups)
    .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, userGroups.id))
    .where(eq(userGroupMembers.userId, user.USERID))
    .orderBy(asc(userGroups.id));
  const branchRows = await db
    .select({ BPLId: branches.BPLId, BPLName: branches.BPLName, MainBPL: branches.MainBPL })
    .from(branches)
    .where(eq(branches.Disabled, 'N'))
    .orderBy(asc(branches.BPLId));
  return {
    statusCode: 0,
    message: 'Signed in.',
    user: await sessionUser(db, user),
    branches: branchRows,
    userdata: {
      userAbilityRules: await userAbilityRules(db, user),
      profile: {
        groups,
        email: user.E_Mail,
        SlpCode: user.SlpCode,
        BPLId: user.BPLId,
        warehouses: user.warehouses,
        language: user.language,
        defaults: await userDocumentDefaults(db, user.USERID),
      },
    },
    access_token: accessToken,
  };
}
