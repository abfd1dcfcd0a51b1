/** Specification: a submenu opens this long after the pointer enters its item... */
export const menuOpenDelayMs = 300;
/** ...and closes this long after the pointer leaves it, so a diagonal path does not close it. */
export const menuCloseDelayMs = 250;
/** Specification section 9: popovers sit this many pixels below the bar. */
export const popoverOffsetPx = 6;
