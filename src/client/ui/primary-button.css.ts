import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The main answer of a form or dialog: Save, Keep editing. One look everywhere. */
export const primaryButton = style({
  minBlockSize: vars.size.hitTarget,
  paddingInline: '1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
  borderRadius: vars.size.radius,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryDarken },
});
