import type { KeyBinding } from './key-binding';
import { keyBindingGroups, keyBindings } from './key-bindings';
import type { Scope } from './key-scope';

export interface CheatSheetGroup {
  readonly group: string;
  readonly bindings: readonly KeyBinding[];
}

/**
 * The bindings heard from a scope chain (innermost first), by group: a binding of a scope in the
 * chain, or one heard everywhere. The groups of the innermost scopes come first (in a grid, the
 * grid's keys; in a field, the field's), then the others in the table's order. Empty groups are
 * left out.
 */
export function cheatSheetGroups(
  chain: readonly Scope[],
  table: readonly KeyBinding[] = keyBindings,
): CheatSheetGroup[] {
  const heard = table.filter((binding) => chain.includes(binding.scope) || binding.everywhere);
  const depth = (binding: KeyBinding) => {
    const index = chain.indexOf(binding.scope);
    return index === -1 ? chain.length : index;
  };
  const known: readonly string[] = keyBindingGroups;
  const others = [...new Set(heard.map((binding) => binding.group))].filter(
    (group) => !known.includes(group),
  );
  const groups = [...known, ...others]
    .map((group) => ({ group, bindings: heard.filter((binding) => binding.group === group) }))
    .filter((entry) => entry.bindings.length > 0);
  const nearest = (entry: CheatSheetGroup) => Math.min(...entry.bindings.map(depth));
  // Array.prototype.sort is stable: groups as near as each other keep the table's order.
  return groups.sort((a, b) => nearest(a) - nearest(b));
}
