import type { StyleRule } from '@vanilla-extract/css';

/** The body class that the accessibility mode preference adds (specification section 4). */
export const accessibilityModeClass = 'accessibility-mode';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const still = { transition: 'none', animation: 'none' } satisfies StyleRule;

/**
 * Merged into a style (`style([rule, calmMotion])`, which vanilla-extract deep-merges) so that it
 * never moves when the user asked for calm: the system setting or our own accessibility mode.
 */
export const calmMotion = {
  '@media': { [reducedMotionQuery]: still },
  selectors: { [`body.${accessibilityModeClass} &`]: still },
} satisfies StyleRule;

/** The same choice at run time, for motion started from script (smooth scrolling). */
export function prefersCalmMotion(view: Window = window): boolean {
  return (
    view.document.body.classList.contains(accessibilityModeClass) ||
    (typeof view.matchMedia === 'function' && view.matchMedia(reducedMotionQuery).matches)
  );
}
