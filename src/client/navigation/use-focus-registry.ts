import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Moves DOM focus to an item by id. An item that is not rendered yet (the first item of a
 * submenu being opened) is focused right after the render that shows it.
 */
export function useFocusRegistry() {
  const elements = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | undefined>(undefined);

  const register = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else if (elements.current.get(id)?.isConnected !== true) elements.current.delete(id);
    },
    [],
  );

  const focusItem = useCallback((id: string) => {
    const element = elements.current.get(id);
    if (element?.isConnected && !element.closest('[hidden]')) {
      pending.current = undefined;
      element.focus();
    } else pending.current = id;
  }, []);

  useLayoutEffect(() => {
    const id = pending.current;
    if (id === undefined) return;
    const element = elements.current.get(id);
    if (element?.isConnected) {
      pending.current = undefined;
      element.focus();
    }
  });

  return { register, focusItem };
}
