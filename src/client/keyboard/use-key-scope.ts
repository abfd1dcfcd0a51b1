import type { Scope } from './key-scope';

/** The props that declare a container's key scope: `<div {...useKeyScope('pane')}>`. */
export function useKeyScope<S extends Scope>(scope: S): { 'data-key-scope': S } {
  return { 'data-key-scope': scope };
}
