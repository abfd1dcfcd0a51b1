import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

const focusRing = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const field = style({
  position: 'relative',
  display: 'grid',
  gap: '0.25rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontWeight: 600,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.hitTarget,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus },
  },
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'text',
  ':focus-visible': focusRing,
});

export const invalid = style({
  borderColor: vars.color.danger,
});

const plainButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.hitTarget,
  minBlockSize: vars.size.hitTarget,
  padding: '0 0.5rem',
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;

export const iconButton = style({
  ...plainButton,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  ':disabled': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
});

/** Chevrons point the way the months go, which is mirrored in right-to-left. */
export const directionalIcon = style({
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const details = style({
  minBlockSize: '1.25rem',
  fontSize: '0.875rem',
  color: vars.color.danger,
});

export const popup = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  zIndex: 20,
  marginBlockStart: '0.25rem',
  padding: '0.75rem',
  display: 'grid',
  gap: '0.5rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 0.5rem 1.5rem ${vars.color.shadow}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.25rem',
});

export const select = style({
  flex: '1 1 auto',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.5rem',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focusRing,
});

export const grid = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const weekday = style({
  paddingBlock: '0.25rem',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const dayCell = style({
  padding: '1px',
  textAlign: 'center',
});

export const day = style({
  ...plainButton,
  inlineSize: '100%',
  padding: 0,
  fontVariantNumeric: 'tabular-nums',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  ':disabled': {
    color: vars.color.textMuted,
    textDecoration: 'line-through',
    cursor: 'not-allowed',
    background: 'transparent',
  },
  selectors: {
    '&[aria-current="date"]': { borderColor: vars.color.borderStrong, fontWeight: 700 },
  },
});

/** The chosen day: the gridcell says aria-selected, the button inside shows it. */
export const selectedDay = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  ':hover': { background: vars.color.primaryDarken },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '0.5rem',
});

export const textButton = style({
  ...plainButton,
  borderColor: vars.color.border,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  ':disabled': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
});
