import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule } from './ability-rule';

/** Actions of the product's rules; `manage` stands for every action, as in CASL. */
export const actions = [
  'manage',
  'read',
  'create',
  'update',
  'delete',
  'cancel',
  'close',
  'print',
  'approve',
] as const;
export type Action = (typeof actions)[number];

export type AppAbility = MongoAbility<[string, string | Record<string, unknown>]>;

/** The one ability factory: the server checks with it what the client hides with it. */
export function buildAbility(rules: AbilityRule[]): AppAbility {
  const raw: RawRuleOf<AppAbility>[] = rules.map((rule) => ({ ...rule }));
  return createMongoAbility<AppAbility>(raw);
}
