import { desc, eq, sql } from 'drizzle-orm';
import type { GatePasswordResetList } from '../../../shared/api/gate-settings';
import type { Mailer } from '../../auth/mailer';
import { requestPasswordReset } from '../../auth/password-resets';
import type { Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema/access';
import { gateUsers } from '../../db/schema/gate-settings';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';

const isGateUser = sql`exists (select 1 from ${gateUsers} where ${gateUsers.UserCode} = ${users.USER_CODE})`;
const iso = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The reset requests of gate users (users with a gate assignment), newest first, as the account
 * module records them (password_resets: only the token's hash, never the token), and the gate
 * users an administrator may reset.
 */
export async function gatePasswordResets(db: Db): Promise<GatePasswordResetList> {
  const data = await db
    .select({
      id: passwordResets.id,
      UserCode: users.USER_CODE,
      UserName: users.U_NAME,
      createdAt: iso(passwordResets.createdAt),
      expiresAt: iso(passwordResets.expiresAt),
      usedAt: sql<
        string | null
      >`case when ${passwordResets.usedAt} is null then null else ${iso(passwordResets.usedAt)} end`,
      state: sql<'pending' | 'used' | 'expired'>`case when ${passwordResets.usedAt} is not null then 'used'
        when ${passwordResets.expiresAt} <= now() then 'expired' else 'pending' end`,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.USERID, passwordResets.userId))
    .where(isGateUser)
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(500);
  const gateUserRows = await db
    .select({
      UserCode: users.USER_CODE,
      UserName: users.U_NAME,
      hasEmail: sql<boolean>`${users.E_Mail} is not null and ${users.E_Mail} <> ''`,
    })
    .from(users)
    .where(isGateUser)
    .orderBy(users.USER_CODE);
  return { data, users: gateUserRows };
}

/**
 * "Reset now": the account module's reset flow for one gate user, as if they had asked for it
 * (a single-use link by mail). 404 for a user who is not a gate user, 400 without an e-mail.
 */
export async function resetGateUserPassword(
  db: Db,
  mailer: Mailer,
  userCode: string,
  resetPageUrl: string,
): Promise<void> {
  const [user] = await db
    .select({ code: users.USER_CODE, email: users.E_Mail })
    .from(users)
    .where(sql`lower(${users.USER_CODE}) = ${userCode.toLowerCase()} and ${isGateUser}`);
  if (!user) throw notFound(said('gateUserNotFound', { user: userCode }));
  if (!user.email)
    throw new AppError(400, 'VALIDATION_FAILED', said('invalidFields'), {
      UserCode: [said('gateUserNoEmail', { user: user.code })],
    });
  await requestPasswordReset(db, mailer, user.code, resetPageUrl);
}
