import { type RefObject, useEffect, useEffectEvent } from 'react';

/** Calls `onOutside` when a pointer goes down outside the element while `active`: the popup closes. */
export function useOutsidePointer(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) outside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active, ref]);
}
