import { keyBindings } from './key-bindings';
import { fieldTakes, writtenPresses } from './key-pattern';
import { matchedPattern } from './keyboard-layer';

/**
 * Whether this key starts one of the product's shortcuts that reach past a text field (Ctrl+S,
 * Alt+Shift+W, F6): a field holding text it has not yet taken must take it before the shortcut acts.
 */
export function isShortcutInField(event: KeyboardEvent): boolean {
  return keyBindings.some((binding) => {
    // A widget's own keys are heard by the widget, not past the field.
    if ('widget' in binding) return false;
    const pattern = matchedPattern(binding, event, 0);
    const first = pattern === undefined ? undefined : writtenPresses(pattern)[0];
    return first !== undefined && !fieldTakes(first);
  });
}
