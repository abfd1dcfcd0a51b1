import type { KeyBinding } from './key-binding';
import { keyBindingGroups, keyBindings } from './key-bindings';
import type { Scope } from './key-scope';

export interface CheatSheetGroup {
  readonly group: string;
  readonly bindings: readonly KeyBinding[];
}

/**
 * The bindings heard from a scope chain, in table order, by group: a binding of a scope in the
 * chain, or one heard everywhere. Empty groups are left out.
 */
export function cheatSheetGroups(
  chain: readonly Scope[],
  table: readonly KeyBinding[] = keyBindings,
): CheatSheetGroup[] {
  const heard = table.filter((binding) => chain.includes(binding.scope) || binding.everywhere);
  const known: readonly string[] = keyBindingGroups;
  const others = [...new Set(heard.map((binding) => binding.group))].filter(
    (group) => !known.includes(group),
  );
  return [...known, ...others]
    .map((group) => ({ group, bindings: heard.filter((binding) => binding.group === group) }))
    .filter((entry) => entry.bindings.length > 0);
}
