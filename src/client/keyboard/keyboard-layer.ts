import { matchKeyBindingPress } from 'tinykeys';
import { activeScopes, isFormField } from './active-scopes';
import { type KeyBinding, patternsOf } from './key-binding';
import { fieldTakes, isModifierKey, parsedPresses, writtenPresses } from './key-pattern';
import { screenReaderConflict } from './screen-reader-keys';

export type KeyHandler = (event: KeyboardEvent) => void;

export interface RegisterOptions {
  /** The handler runs only while the focus is inside this container (its pane, its dialog). */
  within?: () => Element | null;
}

export interface KeyboardLayer {
  /**
   * Throws when the binding takes a key screen readers need, or is a widget's own key. Returns
   * the unregister function.
   */
  register(binding: KeyBinding, handler: KeyHandler, options?: RegisterOptions): () => void;
  /**
   * The bindings a key would reach from this focus, one per id (the innermost container's), with
   * a way to run each as its key would: what the palette offers as commands.
   */
  available(focus: Element | null): AvailableBinding[];
  dispose(): void;
}

export interface AvailableBinding {
  binding: KeyBinding;
  run(): void;
}

interface Registration {
  binding: KeyBinding;
  handler: KeyHandler;
  within: (() => Element | null) | undefined;
  order: number;
}

interface Match {
  registration: Registration;
  pattern: string;
}

/** The presses of a sequence typed so far, and the bindings it may still complete. */
interface Pending {
  index: number;
  ids: ReadonlySet<string>;
}

/** The binding's pattern (its keys, orKeys or alsoKeys) whose press number `index` this key is. */
export function matchedPattern(binding: KeyBinding, event: KeyboardEvent, index: number): string | undefined {
  return patternsOf(binding).find((pattern) => {
    const press = parsedPresses(pattern)[index];
    return press !== undefined && matchKeyBindingPress(event, press);
  });
}

/** Only the first press meets the field: later presses of a sequence follow its modifiers. */
function heardInField(binding: KeyBinding, pattern: string, index: number): boolean {
  if (index > 0 || binding.scope === 'form' || binding.allowInForm === true) return true;
  if (binding.allowInForm === false) return false;
  const first = writtenPresses(pattern)[0];
  return first !== undefined && !fieldTakes(first);
}

function isWithin(registration: Registration, target: Element | null): boolean {
  if (!registration.within) return true;
  const container = registration.within();
  return container !== null && target !== null && container.contains(target);
}

/** One key, one handler: the deepest container around the focus, else the latest registered. */
function choose(matches: Match[]): Match | undefined {
  const scored = matches.map((match) => ({ match, container: match.registration.within?.() ?? null }));
  return scored.reduce<(typeof scored)[number] | undefined>((best, next) => {
    if (!best) return next;
    if (best.container && next.container) return best.container.contains(next.container) ? next : best;
    if (best.container || next.container) return best.container ? best : next;
    return next.match.registration.order > best.match.registration.order ? next : best;
  }, undefined)?.match;
}

function focusTarget(event: KeyboardEvent): Element | null {
  const [origin] = event.composedPath();
  if (origin instanceof Element) return origin;
  return globalThis.document?.activeElement ?? null;
}

/**
 * The one keyboard dispatcher: a key goes to the innermost focused scope that has a binding for
 * it. It listens in the bubble phase and leaves alone any key a component already handled
 * (`defaultPrevented`), so a menu inside a dialog closes before the dialog does.
 */
export function createKeyboardLayer(target: Window | HTMLElement): KeyboardLayer {
  const registrations = new Set<Registration>();
  let order = 0;
  let pending: Pending | undefined;

  const find = (event: KeyboardEvent, focus: Element | null, index: number, ids?: ReadonlySet<string>) => {
    const chain = activeScopes(focus);
    const inField = isFormField(focus);
    const heard = (registration: Registration): Match[] => {
      const { binding } = registration;
      if (ids && !ids.has(binding.id)) return [];
      const pattern = matchedPattern(binding, event, index);
      if (pattern === undefined || !isWithin(registration, focus)) return [];
      return inField && !heardInField(binding, pattern, index) ? [] : [{ registration, pattern }];
    };
    const all = [...registrations];
    for (const scope of chain) {
      const matches = all.filter((entry) => entry.binding.scope === scope).flatMap(heard);
      if (matches.length > 0) return matches;
    }
    // A modal ends the chain before 'global'; only bindings marked everywhere reach past it.
    return all
      .filter((entry) => entry.binding.everywhere && !chain.includes(entry.binding.scope))
      .flatMap(heard);
  };

  const run = (event: KeyboardEvent, matches: Match[], index: number) => {
    event.preventDefault();
    const complete = matches.filter((match) => parsedPresses(match.pattern).length === index + 1);
    if (complete.length === 0) {
      pending = { index: index + 1, ids: new Set(matches.map((match) => match.registration.binding.id)) };
      return;
    }
    const chosen = choose(complete);
    // A held key is still the binding's: the browser must not act on it either.
    if (chosen && (!event.repeat || chosen.registration.binding.repeat)) chosen.registration.handler(event);
  };

  const onKeyDown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.defaultPrevented) return;
    if (event.isComposing || event.keyCode === 229 || isModifierKey(event)) return;
    const focus = focusTarget(event);
    const sequence = pending;
    pending = undefined;
    if (sequence) {
      const next = find(event, focus, sequence.index, sequence.ids);
      if (next.length > 0) {
        run(event, next, sequence.index);
        return;
      }
      // Escape abandons a half-typed sequence and does nothing else.
      if (event.key === 'Escape') {
        event.preventDefault();
        return;
      }
    }
    const matches = find(event, focus, 0);
    if (matches.length > 0) run(event, matches, 0);
  };

  target.addEventListener('keydown', onKeyDown);

  return {
    register(binding, handler, options = {}) {
      const conflict = screenReaderConflict(binding);
      if (conflict) throw new Error(`Refused key binding "${binding.id}": ${conflict}`);
      if (binding.widget) throw new Error(`Refused key binding "${binding.id}": its widget handles it`);
      const registration: Registration = { binding, handler, within: options.within, order: order++ };
      registrations.add(registration);
      return () => {
        registrations.delete(registration);
      };
    },
    available(focus) {
      const chain = activeScopes(focus);
      const byId = new Map<string, Match[]>();
      for (const registration of registrations) {
        if (!chain.includes(registration.binding.scope) || !isWithin(registration, focus)) continue;
        const matches = byId.get(registration.binding.id) ?? [];
        matches.push({ registration, pattern: registration.binding.keys });
        byId.set(registration.binding.id, matches);
      }
      return [...byId.values()].flatMap((matches) => {
        const chosen = choose(matches)?.registration;
        if (!chosen) return [];
        // Run as its key would, with an event of its own the handler may cancel.
        const run = () => chosen.handler(new KeyboardEvent('keydown', { cancelable: true }));
        return [{ binding: chosen.binding, run }];
      });
    },
    dispose() {
      target.removeEventListener('keydown', onKeyDown);
      registrations.clear();
      pending = undefined;
    },
  };
}
