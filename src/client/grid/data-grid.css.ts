import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const line = `${vars.size.borderWidth} solid ${vars.color.border}`;
const focusRing = `${vars.size.focusWidth} solid ${vars.color.focus}`;

export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  blockSize: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const grid = style({
  position: 'relative',
  flex: '1 1 auto',
  minBlockSize: 0,
  overflow: 'auto',
  // Rows move within the content as the scale maps the offset: scroll anchoring would fight that.
  overflowAnchor: 'none',
  background: vars.color.surface,
  border: line,
  borderRadius: vars.size.radius,
  // The active cell carries the focus ring: the container's own outline would only repeat it.
  outline: 'none',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const headerGroup = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
});

/** Offscreen pinned rows are clipped here so they never stretch the scroll range. */
export const body = style({ position: 'relative', overflow: 'hidden' });

export const row = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 });

export const rowOdd = style({ background: vars.color.surfaceHover });

/** A row's transform makes it a stacking context: the edited row must sit above the next rows. */
export const rowRaised = style({ zIndex: 1 });

export const cell = style({
  position: 'absolute',
  insetBlockStart: 0,
  blockSize: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  paddingInline: '0.5rem',
  borderInlineEnd: line,
  borderBlockEnd: line,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const headerCell = style([
  cell,
  { gap: '0.25rem', fontWeight: 600, cursor: 'default', userSelect: 'none' },
]);

export const sortable = style({ cursor: 'pointer' });

export const alignEnd = style({
  justifyContent: 'flex-end',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

export const active = style({
  selectors: {
    [`${grid}:focus &, ${grid}:focus-within &`]: { outline: focusRing, outlineOffset: '-2px' },
    [`${grid}:not(:focus-within) &`]: { background: vars.color.surfaceHover },
  },
});

export const editing = style({
  overflow: 'visible',
  zIndex: 3,
  padding: 0,
  outline: `${vars.size.focusWidth} solid ${vars.color.primary}`,
  outlineOffset: '-2px',
});

export const editorInput = style({
  inlineSize: '100%',
  blockSize: '100%',
  boxSizing: 'border-box',
  border: 'none',
  paddingInline: '0.5rem',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  outline: 'none',
  textAlign: 'inherit',
});

export const editorInvalid = style({ boxShadow: `inset 0 0 0 2px ${vars.color.danger}` });

export const editorError = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  zIndex: 4,
  inlineSize: 'max-content',
  minInlineSize: '100%',
  maxInlineSize: '20rem',
  boxSizing: 'border-box',
  paddingBlock: '0.25rem',
  paddingInline: '0.5rem',
  whiteSpace: 'normal',
  color: vars.color.danger,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  borderRadius: vars.size.radius,
  boxShadow: vars.color.shadow,
});

export const errorHeading = style({ fontWeight: 700, marginInlineEnd: '0.25rem' });

export const placeholderBar = style({
  blockSize: '0.6em',
  inlineSize: '60%',
  borderRadius: vars.size.radius,
  background: vars.color.border,
});

export const sortMark = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.textMuted });

export const menuButton = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});

/** In an end-aligned header the label sits over the figures and the menu button moves to the start. */
export const menuButtonAtStart = style({ order: -1, marginInlineStart: 0, marginInlineEnd: 'auto' });

export const resizeHandle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '6px',
  cursor: 'col-resize',
  touchAction: 'none',
  selectors: { '&:hover': { background: vars.color.borderStrong } },
});

export const menu = style({
  position: 'absolute',
  zIndex: 1500,
  minInlineSize: '16rem',
  paddingBlock: '0.25rem',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: line,
  borderRadius: vars.size.radius,
  boxShadow: vars.color.shadow,
});

export const menuItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: '1rem',
  inlineSize: '100%',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus': { background: vars.color.surfaceHover, outlineOffset: '-2px' } },
});

export const menuShortcut = style({
  fontFamily: vars.font.mono,
  fontSize: '0.8em',
  color: vars.color.textMuted,
});

export const menuSeparator = style({
  blockSize: 0,
  margin: 0,
  marginBlock: '0.25rem',
  border: 'none',
  borderBlockStart: line,
});

export const overlay = style({
  position: 'absolute',
  insetInline: 0,
  paddingBlock: '1rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
