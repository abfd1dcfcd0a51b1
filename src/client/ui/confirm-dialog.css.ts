import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  justifyContent: 'flex-end',
});

/** The answer that keeps things as they are: the default, so it looks like the main button. */
export const safeButton = style({
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
