import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.background,
});

export const header = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '1rem',
  paddingBlock: '1rem',
  paddingInline: '1.5rem',
});

export const main = style({
  display: 'grid',
  placeItems: 'start center',
  paddingBlock: '2rem',
  paddingInline: '1rem',
  outline: 'none',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  background: 'transparent',
  borderColor: vars.color.borderStrong,
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
