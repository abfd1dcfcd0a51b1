import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../themes/contract.css';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  marginBlockEnd: '1rem',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  paddingBlock: '0.5rem',
  paddingInline: '0.875rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: '0.1875rem solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBlockEndColor: vars.color.focus, fontWeight: 700 },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const hint = style({ marginBlock: '0 1rem', color: vars.color.textMuted });
export const rowActions = style({ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' });
export const focusedRow = style({ background: vars.color.surfaceRaised });
