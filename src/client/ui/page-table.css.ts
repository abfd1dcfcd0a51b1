import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

// A screen of prose and plain tables (access control, security administration).

export const page = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
});

export const heading = style({ marginBlock: '0 0.75rem', fontSize: '1.75rem', lineHeight: 1.2 });

export const intro = style({ marginBlock: '0 1.5rem', maxInlineSize: '48rem' });

/** Scrolls sideways on a narrow screen; focusable, so the keyboard can scroll it too. */
export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: '0.75rem',
  paddingInline: '1rem',
  fontWeight: 700,
});

export const cell = style({
  paddingBlock: '0.5rem',
  paddingInline: '1rem',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const headerCell = style([
  cell,
  { background: vars.color.surfaceRaised, fontWeight: 700, whiteSpace: 'nowrap' },
]);

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });
