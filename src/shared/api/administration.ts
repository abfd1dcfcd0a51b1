import { z } from 'zod';
import { abilityRuleSchema } from '../access/ability-rule';
import { conditionsError } from '../access/rule-validation';
import { findDocumentType } from '../documents/object-types';
import { boundedText, boundMessages, holdsControlCharacters, int4Key } from '../wire/wire-formats';

/**
 * PUT /administration/user-groups/{id}/rules: the group's rules, in the order they apply (a
 * later rule overrides an earlier one). Each rule's conditions are checked by the parser the
 * ability uses, so the client shows the same error on the field before it sends.
 */
export const groupRulesRequestSchema = z.strictObject({
  rules: z
    .array(
      abilityRuleSchema.superRefine((rule, context) => {
        const problem = conditionsError(rule.conditions);
        if (problem) context.addIssue({ code: 'custom', path: ['conditions'], message: problem });
        // Conditions are stored as JSONB, which cannot hold a NUL; no rule needs a control character.
        if (holdsControlCharacters(JSON.stringify(rule), true))
          context.addIssue({ code: 'custom', message: boundMessages.controlCharacters });
      }),
    )
    .max(200),
});
export type GroupRulesRequest = z.infer<typeof groupRulesRequestSchema>;

/** PUT /administration/users/:id/defaults: the user-defaults record a user is assigned, or none. */
export const userDefaultsAssignmentSchema = z.strictObject({
  DfltsCode: boundedText(8, { trim: true }).min(1).nullable(),
});
/** GET /administration/user-groups/{id}/rules: the group's rules as stored, in order. */
export const groupRulesAnswerSchema = z.object({
  group: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  rules: z.array(abilityRuleSchema),
});
export type GroupRulesAnswer = z.infer<typeof groupRulesAnswerSchema>;

/** PUT /administration/users/{id}/groups: every group the user belongs to (replaces them all). */
export const userGroupsRequestSchema = z.strictObject({
  groupIds: z.array(int4Key).max(200),
});
export type UserGroupsRequest = z.infer<typeof userGroupsRequestSchema>;

/** GET /administration/users/{id}/groups: every group, and whether the user belongs to it. */
export const userGroupsAnswerSchema = z.object({
  groups: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), member: z.boolean() }),
  ),
});
export type UserGroupsAnswer = z.infer<typeof userGroupsAnswerSchema>;

/** GET /administration/user-groups/{id}/members: the users of a group. */
export const groupMembersAnswerSchema = z.object({
  members: z.array(z.object({ USERID: z.number().int(), USER_CODE: z.string(), U_NAME: z.string() })),
});
export type GroupMembersAnswer = z.infer<typeof groupMembersAnswerSchema>;

/**
 * SAP Business One's data ownership levels: whose documents of a type a group's rules reach.
 * `own`: the user's own (SlpCode equal to the user's); `branch`: the user's branch (BPLId);
 * `all`: every document the rules allow (the default, stored as no row).
 */
export const dataOwnershipLevels = ['own', 'branch', 'all'] as const;
export type DataOwnershipLevel = (typeof dataOwnershipLevels)[number];

/** GET and PUT /administration/user-groups/{id}/data-ownerships. */
export const dataOwnershipsSchema = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        objectType: z.string().refine((value) => findDocumentType(value) !== undefined, {
          message: 'is not a document type',
        }),
        level: z.enum(dataOwnershipLevels),
      }),
    )
    .max(100),
});
export type DataOwnerships = z.infer<typeof dataOwnershipsSchema>;
