import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/**
 * Every row (option or heading) has this one height, which the virtual list reads from the
 * first rendered row: a hit target plus room for a subtitle line, larger in accessibility mode.
 */
export const rowBlockSize = `calc(${vars.size.hitTarget} + 0.75rem)`;

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  backgroundColor: vars.color.overlay,
});

export const dialog = style({
  position: 'fixed',
  insetBlockStart: '12vh',
  // Both insets with a set size and auto margins: centred in either direction.
  insetInline: 0,
  marginInline: 'auto',
  inlineSize: 'min(42rem, calc(100vw - 2rem))',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: `0 1rem 3rem ${vars.color.shadow}`,
  fontFamily: vars.font.body,
  overflow: 'hidden',
});

export const command = style({ display: 'flex', flexDirection: 'column', minBlockSize: 0 });

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: `calc(${vars.size.hitTarget} + 1rem)`,
  paddingInline: '1rem',
  border: 'none',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.0625rem',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outlineOffset: '-4px' },
  },
});

/** A still bar under the input while the server is asked: no motion to switch off. */
export const busy = style({ blockSize: '0.25rem', backgroundColor: vars.color.primary });

export const list = style({
  position: 'relative',
  maxBlockSize: 'min(60vh, 28rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const sizer = style({ position: 'relative', inlineSize: '100%' });

const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: rowBlockSize,
  boxSizing: 'border-box',
  paddingInline: '1rem',
  overflow: 'hidden',
});

export const heading = style([
  row,
  {
    display: 'flex',
    alignItems: 'flex-end',
    paddingBlockEnd: '0.25rem',
    fontSize: '0.8125rem',
    fontWeight: 600,
    color: vars.color.textMuted,
  },
]);

export const option = style([
  row,
  {
    display: 'grid',
    gridTemplateColumns: '1.25rem minmax(0, 1fr) auto auto',
    alignItems: 'center',
    columnGap: '0.75rem',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        backgroundColor: vars.color.surfaceHover,
        outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
      },
    },
  },
]);

export const icon = style({ color: vars.color.textMuted });

export const text = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const title = style([oneLine, { lineHeight: 1.3 }]);

export const subtitle = style([
  oneLine,
  { fontSize: '0.8125rem', lineHeight: 1.3, color: vars.color.textMuted },
]);

export const kind = style({ fontSize: '0.8125rem', color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const shortcut = style({
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, padding: '1rem', color: vars.color.textMuted });

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  margin: 0,
  padding: '0.5rem 1rem',
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
});

export const hint = style({ display: 'inline-flex', gap: '0.375rem', alignItems: 'center' });

export const key = style({
  fontFamily: vars.font.mono,
  paddingInline: '0.25rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  color: vars.color.text,
});
