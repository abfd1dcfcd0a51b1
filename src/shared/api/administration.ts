import { z } from 'zod';
import { abilityRuleSchema } from '../access/ability-rule';
import { conditionsError } from '../access/rule-validation';

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
      }),
    )
    .max(200),
});
export type GroupRulesRequest = z.infer<typeof groupRulesRequestSchema>;

/** PUT /administration/users/:id/defaults: the user-defaults record a user is assigned, or none. */
export const userDefaultsAssignmentSchema = z.strictObject({
  DfltsCode: z.string().trim().min(1).max(8).nullable(),
});
