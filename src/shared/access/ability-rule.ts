import { z } from 'zod';

/**
 * A permission rule as CASL reads it (specification sections 1 and 6): action + subject, with
 * optional conditions (a MongoDB-style document query) and fields, possibly inverted.
 */
export const abilityRuleSchema = z.object({
  action: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  subject: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  // CASL throws on an empty fields array: a rule either names fields or covers them all.
  fields: z.array(z.string().min(1)).min(1).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;
