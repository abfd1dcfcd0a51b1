import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const skipLink = style({
  position: 'absolute',
  zIndex: 2100,
  insetInlineStart: '1rem',
  insetBlockStart: '-4rem',
  paddingBlock: '0.5rem',
  paddingInline: '1rem',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.size.radius,
  selectors: { '&:focus': { insetBlockStart: '1rem' } },
});
