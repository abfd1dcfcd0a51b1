import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
  minInlineSize: vars.size.hitTarget,
  paddingInline: '0.5rem',
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const menu = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: 1500,
  minInlineSize: '15rem',
  paddingBlock: '0.25rem',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: vars.color.shadow,
});

export const item = style({
  inlineSize: '100%',
  border: 'none',
  borderRadius: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  display: 'grid',
  gridTemplateColumns: '1.25rem 1fr auto',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surfaceHover, outlineOffset: '-2px' },
  },
});

export const check = style({ color: vars.color.primary, fontWeight: 700 });
export const label = style({ whiteSpace: 'nowrap' });
export const shortcut = style({
  fontFamily: vars.font.mono,
  fontSize: '0.8em',
  color: vars.color.textMuted,
  paddingInlineStart: '1rem',
});
export const separator = style({
  blockSize: 0,
  margin: 0,
  marginBlock: '0.25rem',
  border: 'none',
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
