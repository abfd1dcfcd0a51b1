import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** Above the navigation drawer (1200) and open menus (1500), below the command palette (2000). */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1600,
  backgroundColor: vars.color.overlay,
});

const box = style({
  position: 'fixed',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 0 2rem ${vars.color.shadow}`,
  fontFamily: vars.font.body,
  selectors: {
    // The dialog itself takes focus only as a fallback or on a click between controls; a ring
    // around all of it would say nothing, except in accessibility mode, where focus is always drawn.
    'body:not(.accessibility-mode) &:focus': { outline: 'none' },
  },
});

/** A side sheet at the inline end: the right in English, the left in Arabic. */
export const side = style([
  box,
  {
    insetBlock: 0,
    insetInlineEnd: 0,
    inlineSize: 'min(24rem, 100vw)',
    padding: '1rem',
    borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  },
]);

const centred = style([
  box,
  {
    inset: 0,
    margin: 'auto',
    blockSize: 'fit-content',
    maxBlockSize: 'calc(100vh - 2rem)',
    padding: '1rem 1.25rem',
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.size.radius,
  },
]);

export const center = styleVariants({
  small: [centred, { inlineSize: 'min(28rem, calc(100vw - 2rem))' }],
  large: [centred, { inlineSize: 'min(44rem, calc(100vw - 2rem))' }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
});

export const title = style({ margin: 0, fontSize: '1.25rem' });

export const description = style({ margin: 0, color: vars.color.textMuted });
