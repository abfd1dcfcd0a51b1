import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import { calmMotion } from './calm-motion';
import { snackbarZIndex } from './feedback-layers';
import type { NotificationType } from './notifications';

/*
 * Specification section 8 says "top right". We anchor to the inline end instead, so Arabic
 * mirrors it to the top left like the rest of the page: the same corner relative to reading.
 */
export const stack = style({
  position: 'fixed',
  insetBlockStart: '1rem',
  insetInlineEnd: '1rem',
  zIndex: snackbarZIndex,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  maxInlineSize: 'min(28rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The empty space between snackbars must not swallow clicks meant for the page.
  pointerEvents: 'none',
});

const base = style([
  {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    minBlockSize: vars.size.hitTarget,
    paddingBlock: '0.5rem',
    paddingInlineStart: '1rem',
    paddingInlineEnd: '0.5rem',
    borderRadius: vars.size.radius,
    boxShadow: `0 0.25rem 0.75rem ${vars.color.shadow}`,
    fontFamily: vars.font.body,
    // Vertical scrolling stays with the browser; horizontal drags come to us as pointer events.
    touchAction: 'pan-y',
    userSelect: 'none',
    transition: 'transform 150ms ease-out',
    selectors: { '&[data-dragging]': { transition: 'none' } },
  },
  calmMotion,
]);

const colours = {
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  error: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
  info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
} satisfies Record<NotificationType, { backgroundColor: string; color: string }>;

export const snackbar = styleVariants(colours, (colour) => [base, colour]);

export const icon = style({ flexShrink: 0 });

export const message = style({ flex: 1, margin: 0, overflowWrap: 'anywhere' });

export const closeButton = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  minInlineSize: vars.size.hitTarget,
  minBlockSize: vars.size.hitTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid currentColor`, outlineOffset: 0 },
  },
});
