import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: '2.5rem',
  paddingInline: '0.75rem 0.25rem',
  background: vars.color.surfaceRaised,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    [`${pane}[data-focused] &`]: { background: vars.color.surfaceHover },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.primary });

export const title = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
});

export const tools = style({ display: 'flex', gap: '0.125rem' });

export const tool = style({
  display: 'inline-grid',
  placeItems: 'center',
  minBlockSize: vars.size.hitTarget,
  minInlineSize: vars.size.hitTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

/** Each pane scrolls on its own and keeps its place while the others are used. */
export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflow: 'auto',
  padding: '1rem',
});

/** A background pane of a restored layout, waiting for the focused one's data. */
export const waiting = style({
  margin: 0,
  color: vars.color.textMuted,
});
