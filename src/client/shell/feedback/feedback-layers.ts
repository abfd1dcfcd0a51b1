/** The global loading overlay covers the whole page at this stacking level. */
export const loadingOverlayZIndex = 2000;

/**
 * Progress and messages stay visible above the overlay; the scroll-to-top button stays below it,
 * since the overlay exists to block the page's controls.
 */
export const loadingBarZIndex = loadingOverlayZIndex + 1;
export const snackbarZIndex = loadingOverlayZIndex + 2;
export const scrollToTopZIndex = loadingOverlayZIndex - 1;
