import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { userGroupMembers, userGroups, users } from '../db/schema/access';
import { ipRanges } from '../db/schema/security';

interface ParsedRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

function parseRange(text: string): ParsedRange | undefined {
  const match = /^([^/\s]+)(?:\/(\d{1,3}))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const address = match[1].toLowerCase();
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return undefined;
  const widest = family === 'ipv4' ? 32 : 128;
  const prefix = match[2] === undefined ? widest : Number(match[2]);
  return prefix <= widest ? { address, prefix, family } : undefined;
}

/**
 * A range as it is stored: CIDR notation in lower case, a single address written as a /32 or
 * /128; undefined when the text is neither an IPv4 nor an IPv6 address or range.
 */
export function normaliseRange(text: string): string | undefined {
  const range = parseRange(text);
  return range && `${range.address}/${range.prefix}`;
}

/** An IPv4 client reached over an IPv6 socket arrives as ::ffff:a.b.c.d. */
function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIPv4(address) ? 'ipv4' : 'ipv6' };
}

/** Whether an address lies in any of the ranges; no ranges at all means no restriction. */
export function addressAllowed(address: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const list = new BlockList();
  for (const text of ranges) {
    const range = parseRange(text);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  const client = plainAddress(address);
  if (!isIPv4(client.address) && !isIPv6(client.address)) return false;
  return list.check(client.address, client.family);
}

/** The ranges that apply to a user: its own and those of every group it belongs to. */
export async function rangesOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const groupCodes = db
    .select({ code: userGroups.code })
    .from(userGroups)
    .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, userGroups.id))
    .where(eq(userGroupMembers.userId, userId));
  const userCode = db.select({ code: users.USER_CODE }).from(users).where(eq(users.USERID, userId));
  const rows = await db
    .select({ range: ipRanges.IpRange })
    .from(ipRanges)
    .where(or(inArray(ipRanges.UserCode, userCode), inArray(ipRanges.GroupCode, groupCodes)));
  return rows.map((row) => row.range);
}
