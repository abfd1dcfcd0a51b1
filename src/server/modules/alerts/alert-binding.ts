import { inArray, sql } from 'drizzle-orm';
import { codeList } from '../../../shared/alerts/alert-kinds';
import { alertResource } from '../../../shared/resources/alerts';
import type { DbOrTx } from '../../db/database';
import { userGroups, users } from '../../db/schema/access';
import { alerts, userNotifications } from '../../db/schema/alerts';
import { validationFailed } from '../../errors/app-error';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { checkAlert, type KnownCodes } from './alert-rules';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const lower = (codes: string[]) => codes.map((code) => code.toLowerCase());

async function knownCodes(db: DbOrTx, userCodes: string[], groupCodes: string[]): Promise<KnownCodes> {
  const userRows = userCodes.length
    ? await db
        .select({ code: users.USER_CODE })
        .from(users)
        .where(inArray(sql`lower(${users.USER_CODE})`, lower(userCodes)))
    : [];
  const groupRows = groupCodes.length
    ? await db
        .select({ code: userGroups.code })
        .from(userGroups)
        .where(inArray(sql`lower(${userGroups.code})`, lower(groupCodes)))
    : [];
  return {
    users: new Map(userRows.map((row) => [row.code.toLowerCase(), row.code])),
    groups: new Map(groupRows.map((row) => [row.code.toLowerCase(), row.code])),
  };
}

/** The alerts' checks before a write: known recipients, parameters that fit the kind (also the gate notifications'). */
export async function checkAlertWrite(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const known = await knownCodes(
    context.tx,
    codeList(text(merged.UserCodes)),
    codeList(text(merged.GroupCodes)),
  );
  const verdict = checkAlert(
    {
      AlertKind: merged.AlertKind,
      WhsCode: merged.WhsCode,
      ObjTypes: merged.ObjTypes,
      FrqncyType: merged.FrqncyType,
      FrqncyIntr: merged.FrqncyIntr,
      UserCodes: merged.UserCodes,
      GroupCodes: merged.GroupCodes,
    },
    known,
  );
  if (!verdict.ok) throw validationFailed(verdict.problems);
  Object.assign(values, verdict.values);
}

export const alertBinding: ResourceBinding = {
  definition: alertResource,
  table: alerts,
  // Which kinds are watched is kept in the configuration cache (alert-schedule.ts).
  configuration: true,
  beforeWrite: checkAlertWrite,
  // An alert's notifications go with it.
  owns: [{ table: userNotifications, column: userNotifications.alertCode }],
};
