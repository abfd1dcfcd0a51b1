import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) 1fr',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { '(max-width: 48rem)': { gridTemplateColumns: '1fr' } },
});

export const groupList = style({
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const groupOption = style({
  paddingBlock: '0.5rem',
  paddingInline: '0.75rem',
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surfaceHover,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
      fontWeight: 700,
    },
  },
});

export const groupCode = style({ display: 'block', fontSize: '0.875rem', color: vars.color.textMuted });

export const control = style({ inlineSize: '100%', minInlineSize: '7rem' });

export const list = style({
  inlineSize: '100%',
  minInlineSize: '11rem',
  minBlockSize: '3rem',
  paddingBlock: '0.375rem',
  resize: 'vertical',
});

export const conditions = style({
  inlineSize: '100%',
  minInlineSize: '14rem',
  minBlockSize: '3rem',
  paddingBlock: '0.375rem',
  fontFamily: vars.font.mono,
  fontSize: '0.875rem',
});

export const rowCommands = style({ display: 'flex', gap: '0.25rem', flexWrap: 'wrap' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
  marginBlock: '1rem',
});

export const hint = style({ margin: '0 0 0.75rem', fontSize: '0.875rem', color: vars.color.textMuted });

export const checks = style({
  display: 'grid',
  gap: '0.25rem',
  margin: 0,
  padding: '0.5rem 1rem',
  border: 'none',
});
