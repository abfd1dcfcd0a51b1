/** Specification section 9: the date picker's constants. */
export const yearsBeforeCurrent = 100;
export const yearsAfterCurrent = 52;
export const popupMinWidthPx = 320;
