/** Specification section 9: the widths at which the layout changes, in CSS pixels. */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Below lg the navigation stops taking room and becomes an overlay (the 1279 px reading). */
export const overlayNavigationMaxWidth = breakpoints.lg - 1;

/** Media queries for `@media` in .css.ts files and for `matchMedia`: at this breakpoint and wider. */
export const mediaUp = {
  sm: `(min-width: ${breakpoints.sm}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  xl: `(min-width: ${breakpoints.xl}px)`,
  xxl: `(min-width: ${breakpoints.xxl}px)`,
} as const satisfies Record<Breakpoint, string>;

export const overlayNavigationQuery = `(max-width: ${overlayNavigationMaxWidth}px)`;
