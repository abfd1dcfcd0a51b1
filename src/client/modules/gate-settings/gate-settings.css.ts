import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const homeLinks = style({ display: 'grid', gap: '0.5rem', margin: 0, paddingInlineStart: '1.25rem' });

globalStyle(`${homeLinks} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.hitTarget,
  color: vars.color.primary,
});

export const stack = style({ display: 'grid', gap: '1.5rem' });

export const form = style({ display: 'grid', gap: '1rem', maxInlineSize: '40rem' });

export const fieldset = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  paddingBlock: '0.75rem 1rem',
  paddingInline: '1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});

export const legend = style({ paddingInline: '0.25rem', fontWeight: 700 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

export const tree = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  maxInlineSize: '40rem',
});

export const treeItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
  paddingInlineEnd: '0.75rem',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surfaceHover, fontWeight: 700 },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const editor = style({ display: 'grid', gap: '0.75rem', maxInlineSize: '40rem' });
