import type { KeyBindingId } from '../keyboard/key-bindings';
import { bindingById } from '../keyboard/key-bindings';

/**
 * The shortcut of a command, as the key table declares it: the navbar, the menus and the pane
 * title bars show it from here, so what they show is what the keyboard layer binds.
 */
export function shortcutOf(id: KeyBindingId): string {
  return bindingById(id).keys;
}
