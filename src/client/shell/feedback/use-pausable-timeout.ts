import { useEffect, useRef } from 'react';

/**
 * Calls onExpire once durationMs of unpaused time has passed. Pausing keeps the time left and
 * resuming continues from it (WCAG 2.2.1: the user can stop a time limit by pointing at or
 * focusing the message). A duration of 0 or Infinity never expires.
 */
export function usePausableTimeout(onExpire: () => void, durationMs: number, paused: boolean): void {
  const remaining = useRef(durationMs);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    if (paused || !(durationMs > 0) || !Number.isFinite(durationMs)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => expire.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, durationMs]);
}
