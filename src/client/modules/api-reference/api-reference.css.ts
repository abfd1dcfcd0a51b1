import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '1rem',
  marginBlockEnd: '1rem',
});

export const filter = style({ minInlineSize: 'min(100%, 24rem)' });

export const group = style({ marginBlockEnd: '0.5rem' });

export const groupSummary = style({
  cursor: 'pointer',
  paddingBlock: '0.375rem',
  fontWeight: 700,
  fontSize: '1.125rem',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const method = style({ fontFamily: vars.font.mono, fontWeight: 700 });

export const fieldList = style({ margin: 0, paddingInlineStart: '1rem' });

export const fieldSummary = style({
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
