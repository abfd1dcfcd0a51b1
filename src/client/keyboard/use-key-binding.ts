import { useEffect, useRef } from 'react';
import { bindingById, type KeyBindingId } from './key-bindings';
import { useKeyboardLayer } from './keyboard-layer-provider';

export interface KeyBindingOptions {
  /** The container the focus must be in, such as the pane or dialog that owns the handler. */
  within?: { readonly current: Element | null } | (() => Element | null);
  /** false while the handler has nothing to do (a closed dialog): the key then goes elsewhere. */
  enabled?: boolean;
}

/**
 * Binds a table binding, by id, for as long as the component lives. The handler is read through
 * a ref, so a new closure on every render does not register again.
 */
export function useKeyBinding(
  id: KeyBindingId,
  handler: (event: KeyboardEvent) => void,
  options: KeyBindingOptions = {},
): void {
  const layer = useKeyboardLayer();
  const current = useRef({ handler, within: options.within });
  current.current = { handler, within: options.within };
  const enabled = options.enabled ?? true;
  const scoped = options.within !== undefined;

  useEffect(() => {
    if (!layer || !enabled) return;
    const container = () => {
      const within = current.current.within;
      if (within === undefined) return null;
      return typeof within === 'function' ? within() : within.current;
    };
    return layer.register(bindingById(id), (event) => current.current.handler(event), {
      within: scoped ? container : undefined,
    });
  }, [layer, id, enabled, scoped]);
}
