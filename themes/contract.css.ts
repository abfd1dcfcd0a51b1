import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour, font and size a component may use. The light and dark
 * themes fill it; the user's primary colours override the primary pair at run time.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryDarken: null,
    onPrimary: null,
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    onDanger: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    info: null,
    onInfo: null,
    overlay: null,
    shadow: null,
  },
  nav: {
    background: null,
    text: null,
    textMuted: null,
    activeBackground: null,
    activeText: null,
    hoverBackground: null,
    border: null,
  },
  status: {
    draft: null,
    pending: null,
    approved: null,
    rejected: null,
    processing: null,
    completed: null,
  },
  font: {
    body: null,
    mono: null,
  },
  size: {
    radius: null,
    borderWidth: null,
    focusWidth: null,
    hitTarget: null,
  },
});
