import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';

/** A horizontal swipe longer than this dismisses; a shorter one snaps back. */
export const swipeDismissThresholdPx = 50;

/** Past this the press is a drag, not a click, so the pointer may be captured. */
const dragSlopPx = 4;

export const swipeDismisses = (distancePx: number): boolean => Math.abs(distancePx) > swipeDismissThresholdPx;

interface Drag {
  pointerId: number;
  startX: number;
}

/** Lets a pointer drag an element sideways and dismiss it by a long enough swipe. */
export function useSwipeDismiss(onDismiss: () => void) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const release = () => {
    drag.current = null;
    setDragging(false);
    setOffset(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const distance = event.clientX - current.startX;
      // Capturing at pointerdown would send a click on the Close button to the whole snackbar.
      if (!dragging && Math.abs(distance) > dragSlopPx) {
        setDragging(true);
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setOffset(distance);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const distance = event.clientX - current.startX;
      release();
      if (swipeDismisses(distance)) onDismiss();
    },
    onPointerCancel: release,
  };

  // A physical shift: the finger moves in screen pixels whatever the reading direction.
  const style: CSSProperties | undefined =
    offset === 0 ? undefined : { transform: `translateX(${offset}px)` };
  return { handlers, style, dragging };
}
