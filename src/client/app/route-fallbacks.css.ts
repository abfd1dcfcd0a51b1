import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const panel = style({
  maxInlineSize: '48rem',
  padding: '1.5rem',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});
