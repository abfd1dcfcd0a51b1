import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { users } from '../db/schema/access';
import { demoPassword, demoUsers } from './demo-access';

/**
 * The demo user codes that still sign in with the demo password, for the start banner. A demo
 * user whose password was changed, or a database without them, is not advertised.
 */
export async function workingDemoSignIns(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: users.USER_CODE, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.USER_CODE,
        demoUsers.map((user) => user.USER_CODE),
      ),
    );
  const checked = await Promise.all(
    rows.map(async (row) => ((await verifyPassword(row.passwordHash, demoPassword)) ? row.code : undefined)),
  );
  return demoUsers.map((user) => user.USER_CODE).filter((code) => checked.includes(code));
}

export const describeDemoSignIns = (codes: string[]) =>
  codes.length ? `Demo sign-ins: ${codes.join(', ')} (password ${demoPassword})` : undefined;
