import { type KeyBinding, patternsOf } from './key-binding';
import { type WrittenPress, writtenPresses } from './key-pattern';

/** NVDA and JAWS use Insert or Caps Lock as their own modifier. */
const screenReaderModifiers = new Set(['Insert', 'CapsLock']);

/** Browse mode, focus moves and activation: a page that takes these away strands its users. */
const navigationKeys = /^(Arrow(Left|Right|Up|Down)|Tab|Enter|NumpadEnter|Space|Escape)$/;

function pressConflict(press: WrittenPress, first: boolean, scope: KeyBinding['scope']): string | undefined {
  if (screenReaderModifiers.has(press.key) || press.mods.some((mod) => screenReaderModifiers.has(mod)))
    return 'Insert and Caps Lock are the NVDA and JAWS keys';
  const control = press.mods.includes('Control') || press.mods.includes('$mod');
  // Control+Alt is table navigation in NVDA and JAWS, Control+Option is VoiceOver's VO key on a
  // Mac, and Windows reads Control+Alt as AltGr, which types characters on many layouts.
  if (control && press.mods.includes('Alt'))
    return 'Control+Alt (Control+Option on a Mac) belongs to screen readers';
  const bare = press.mods.every((mod) => mod === 'Shift');
  if (first && scope === 'global' && bare && navigationKeys.test(press.key))
    return 'bare arrows, Tab, Enter, Space and Escape must keep their meaning everywhere';
  return undefined;
}

/** Why a binding would take a key that screen readers or keyboard users need, or undefined. */
export function screenReaderConflict(
  binding: Pick<KeyBinding, 'keys' | 'orKeys' | 'alsoKeys' | 'scope'>,
): string | undefined {
  for (const pattern of patternsOf(binding)) {
    const presses = writtenPresses(pattern);
    for (const [index, press] of presses.entries()) {
      const reason = pressConflict(press, index === 0, binding.scope);
      if (reason) return `${pattern}: ${reason}`;
    }
  }
  return undefined;
}
