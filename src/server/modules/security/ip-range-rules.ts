import { inArray, sql } from 'drizzle-orm';
import { ipRangeMessages } from '../../../shared/api/security';
import { normaliseRange } from '../../auth/address-ranges';
import type { DbOrTx } from '../../db/database';
import { userGroups, users } from '../../db/schema/access';

export interface IpRangeValues {
  UserCode: string | null;
  GroupCode: string | null;
  IpRange: string;
}

/** Existing user and group codes by their lower case: a range may name them in any case. */
export interface KnownOwners {
  users: Map<string, string>;
  groups: Map<string, string>;
}

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

export async function knownOwners(
  db: DbOrTx,
  userCodes: string[],
  groupCodes: string[],
): Promise<KnownOwners> {
  const lower = (codes: string[]) => [...new Set(codes.map((code) => code.trim().toLowerCase()))];
  const [userRows, groupRows] = [
    userCodes.length
      ? await db
          .select({ code: users.USER_CODE })
          .from(users)
          .where(inArray(sql`lower(${users.USER_CODE})`, lower(userCodes)))
      : [],
    groupCodes.length
      ? await db
          .select({ code: userGroups.code })
          .from(userGroups)
          .where(inArray(sql`lower(${userGroups.code})`, lower(groupCodes)))
      : [],
  ];
  return {
    users: new Map(userRows.map((row) => [row.code.toLowerCase(), row.code])),
    groups: new Map(groupRows.map((row) => [row.code.toLowerCase(), row.code])),
  };
}

/**
 * Checks one range: exactly one owner, which exists, and a range in CIDR notation or a single
 * address. Answers the values to store (the owner's code as stored, the range normalised) or
 * the problems by field.
 */
export function checkIpRange(
  values: IpRangeValues,
  known: KnownOwners,
): { ok: true; values: IpRangeValues } | { ok: false; problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };
  const hasUser = !blank(values.UserCode);
  const hasGroup = !blank(values.GroupCode);
  if (hasUser === hasGroup) add(hasUser ? 'GroupCode' : 'UserCode', ipRangeMessages.oneOwner);
  const userCode = hasUser ? known.users.get(String(values.UserCode).trim().toLowerCase()) : null;
  const groupCode = hasGroup ? known.groups.get(String(values.GroupCode).trim().toLowerCase()) : null;
  if (hasUser && !userCode) add('UserCode', ipRangeMessages.notUser);
  if (hasGroup && !groupCode) add('GroupCode', ipRangeMessages.notGroup);
  const range = normaliseRange(values.IpRange);
  if (!range) add('IpRange', ipRangeMessages.badRange);
  if (Object.keys(problems).length || !range) return { ok: false, problems };
  return { ok: true, values: { UserCode: userCode ?? null, GroupCode: groupCode ?? null, IpRange: range } };
}
