import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** A screen's action button, and its primary (the one action a screen leads with). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.25rem 0.5rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  minBlockSize: vars.size.hitTarget,
  cursor: 'pointer',
});

export const primaryButton = style([
  button,
  { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
]);
