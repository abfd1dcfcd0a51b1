import { z } from 'zod';
import { abilityRuleSchema } from '../access/ability-rule';
import { userDocumentDefaultsSchema } from '../documents/user-document-defaults';
import { boundedText } from '../wire/wire-formats';
import { errorCodes } from './envelopes';

/** POST /login: a user code (or e-mail) and a password. */
export const loginRequestSchema = z.strictObject({
  username: boundedText(100, { trim: true }).min(1, 'is required'),
  password: z.string().min(1, 'is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** OADM settings every session carries (specification section 3). */
export const companySettingsSchema = z.object({
  SumDec: z.number().int().min(0).max(6),
  DBSumDec: z.number().int().min(0).max(6),
  /** Decimals of unit prices, shown and stored (SAP's OADM.PriceDec). */
  PriceDec: z.number().int().min(0).max(6),
  MainCurncy: z.string(),
  SysCurrncy: z.string(),
  useLocalSearch: z.boolean().optional(),
  localUrl: z.string().optional(),
});

export const sessionUserSchema = z.object({
  id: z.number().int(),
  USER_CODE: z.string(),
  U_NAME: z.string(),
  SUPERUSER: z.union([z.literal(0), z.literal(1)]),
  oadm: companySettingsSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionBranchSchema = z.object({
  BPLId: z.number().int(),
  BPLName: z.string(),
  MainBPL: z.enum(['Y', 'N']),
});

export const userProfileSchema = z.object({
  groups: z.array(z.object({ code: z.string(), name: z.string() })),
  email: z.string().nullable(),
  SlpCode: z.number().int().nullable(),
  BPLId: z.number().int().nullable(),
  warehouses: z.array(z.string()),
  language: z.string().nullable(),
  defaults: userDocumentDefaultsSchema.nullable().default(null),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Sign-in succeeded: HTTP 200 and statusCode 0 (specification section 5). */
export const loginSuccessSchema = z.object({
  statusCode: z.literal(0),
  message: z.string(),
  user: sessionUserSchema,
  branches: z.array(sessionBranchSchema),
  userdata: z.object({ userAbilityRules: z.array(abilityRuleSchema), profile: userProfileSchema }),
  access_token: z.string(),
  /**
   * The password is older than the policy allows: the sign-in stands, and the client asks for a
   * new password (POST /account/password) before anything else.
   */
  mustChangePassword: z.literal(true).optional(),
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

/** Sign-in failed: a non-zero statusCode and a message the client shows as it is. */
export const loginFailureSchema = z.object({
  statusCode: z.number().int().positive(),
  code: z.enum(errorCodes),
  message: z.string(),
  retryAfterSeconds: z.number().int().positive().optional(),
});

/** statusCode values of a failed sign-in. */
export const loginStatus = {
  invalidCredentials: 1,
  inactive: 2,
  locked: 3,
  rateLimited: 4,
  /** The account has allowed address ranges and the request came from outside them. */
  addressRefused: 5,
} as const;

/** GET /auth/verify: the token is still good, and whose it is. */
export const verifyAnswerSchema = z.object({ statusCode: z.literal(0), user: sessionUserSchema });
export const logoutAnswerSchema = z.object({ statusCode: z.literal(0), message: z.string() });

/** Passwords the server accepts: long enough to resist guessing, short enough to hash quickly. */
export const newPasswordSchema = z.string().min(10, 'must be at least 10 characters long').max(200);

/** POST /register: the account waits for an administrator to activate it. */
export const registerRequestSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters long')
    .max(25)
    .regex(/^[\w.-]+$/, 'may hold letters, digits, dots, dashes and underscores'),
  name: boundedText(100, { trim: true }).min(1, 'is required'),
  email: z.email('must be an e-mail address').max(200),
  password: newPasswordSchema,
});

/** POST /forgot-password: a user code or e-mail; the answer is the same whether it exists or not. */
export const forgotPasswordRequestSchema = z.strictObject({
  username: boundedText(200, { trim: true }).min(1, 'is required'),
});

/** POST /reset-password: the token from the e-mail and the new password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: boundedText(200, { trim: true }).min(20, 'is not a reset token'),
  password: newPasswordSchema,
});

export const accountAnswerSchema = z.object({ statusCode: z.literal(0), message: z.string() });
