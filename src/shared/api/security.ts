import { z } from 'zod';
import { versionSchema } from '../resources/record-schemas';
import { boundedText } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/** The shortest password the server takes whatever the policy says (newPasswordSchema's floor). */
export const passwordFloor = 10;

/** The company's password policy: what a new password must hold and how sign-in treats failures. */
export const passwordPolicyFieldsSchema = z.strictObject({
  minLength: z.number().int().min(passwordFloor).max(128),
  requireUppercase: z.boolean(),
  requireLowercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSymbol: z.boolean(),
  /** Days a password stays valid; 0 never expires. */
  maxAgeDays: z.number().int().min(0).max(3650),
  /** How many previous passwords may not be used again; 0 allows any. */
  historyCount: z.number().int().min(0).max(24),
  lockoutThreshold: z.number().int().min(1).max(100),
  /** Minutes a lock lasts; 0 keeps the account locked until an administrator unlocks it. */
  lockoutMinutes: z.number().int().min(0).max(10_080),
});
export type PasswordPolicyFields = z.infer<typeof passwordPolicyFieldsSchema>;

/** GET answers it, PUT sends it: the version read, so a concurrent change is refused with 409. */
export const passwordPolicySchema = passwordPolicyFieldsSchema.extend({ version: versionSchema });
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/**
 * What a new password lacks under a policy, as the server's field messages: the client reads the
 * same table back to show each in the user's language.
 */
export const passwordRuleMessages = {
  needsUppercase: 'must contain an upper-case letter',
  needsLowercase: 'must contain a lower-case letter',
  needsDigit: 'must contain a digit',
  needsSymbol: 'must contain a symbol (neither a letter nor a digit)',
  reused: 'was used recently: choose a password not used before',
  wrongCurrent: 'is not the current password',
} as const;
export type PasswordRule = keyof typeof passwordRuleMessages;

export const tooShortMessage = (minimum: number) => `must be at least ${minimum} characters long`;

/** The policy's complexity checks of one password, pure so the client can show them as typed. */
export function passwordComplexityProblems(policy: PasswordPolicyFields, password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < policy.minLength) problems.push(tooShortMessage(policy.minLength));
  const checks: [boolean, RegExp, PasswordRule][] = [
    [policy.requireUppercase, /\p{Lu}/u, 'needsUppercase'],
    [policy.requireLowercase, /\p{Ll}/u, 'needsLowercase'],
    [policy.requireDigit, /\p{Nd}/u, 'needsDigit'],
    [policy.requireSymbol, /[^\p{L}\p{Nd}]/u, 'needsSymbol'],
  ];
  for (const [required, pattern, rule] of checks)
    if (required && !pattern.test(password)) problems.push(passwordRuleMessages[rule]);
  return problems;
}

/** POST /account/password: the signed-in user changes its own password. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'is required').max(200),
  password: z.string().min(passwordFloor, tooShortMessage(passwordFloor)).max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One mail of the outbox, as GET /administration/mail-outbox lists them (newest first, 200 at most). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** ISO 8601 times; sentAt is null while the mail waits. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const mailOutboxAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.array(outboxMailSchema),
});

/** One live session, as GET /administration/connected-clients lists it. */
export const connectedClientSchema = z.object({
  /** A digest of the session's id: enough to end it, useless as a credential. */
  id: z.string(),
  userCode: z.string(),
  userName: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  since: z.string(),
  lastSeen: z.string(),
  /** The session of the administrator asking. */
  current: z.boolean(),
});
export type ConnectedClient = z.infer<typeof connectedClientSchema>;
export const connectedClientsAnswerSchema = z.object({ data: z.array(connectedClientSchema) });

export const connectedClientParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });

/** POST /administration/ip-config/import: the CSV text, header row first. */
export const ipImportRequestSchema = z.strictObject({
  csv: boundedText(1_000_000, { multiline: true }).min(1, 'is required'),
});

/** A refused import names each wrong row in `fields` under this key (row 1 is the header). */
export const importRowField = (row: number) => `row.${row}`;
export const ipImportAnswerSchema = z.object({ statusCode: z.literal(0), imported: z.number().int() });

/** The columns the import's header row must name (in any order). */
export const ipImportColumns = ['user', 'group', 'range', 'description'] as const;

/**
 * Why a range or an import row is refused, as the server words it; the client reads the table
 * back to show each in the user's language. A row's message is `<column>: <message>`.
 */
export const ipRangeMessages = {
  oneOwner: 'name either a user or a user group, not both',
  notUser: 'is not a user',
  notGroup: 'is not a user group',
  badRange: 'must be an IPv4 or IPv6 address or range in CIDR notation, such as 10.1.0.0/16',
  header: `the header row must name the columns ${ipImportColumns.join(', ')}`,
  empty: 'no rows follow the header',
  tooMany: 'at most 5000 rows may be imported at once',
} as const;
export type IpRangeProblem = keyof typeof ipRangeMessages;

/** A sign-in refused because of its address (GET /administration/ip-config/logs). */
export const ipRefusalSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  address: z.string(),
  reason: z.string(),
});
export const ipRefusalsAnswerSchema = z.object({
  data: z.array(ipRefusalSchema),
  total: z.number().int().nonnegative(),
});
export const ipRefusalsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
