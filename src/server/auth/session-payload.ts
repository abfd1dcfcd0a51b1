import { asc, eq } from 'drizzle-orm';
import type { LoginSuccess, SessionUser } from '../../shared/api/auth';
import { type UserRow, userAbilityRules } from '../access/user-ability-rules';
import type { Db } from '../db/database';
import { userGroupMembers, userGroups } from '../db/schema/access';
import { company } from '../db/schema/company';
import { branches } from '../db/schema/organisation';
import { userDocumentDefaults } from './user-document-defaults';

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
      PriceDec: settings?.PriceDec ?? 2,
      MainCurncy: settings?.MainCurncy ?? '',
      SysCurrncy: settings?.SysCurrncy ?? 'USD',
      ...(settings?.useLocalSearch === 'Y'
        ? { useLocalSearch: true, localUrl: settings.localUrl ?? '' }
        : {}),
    },
  };
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
