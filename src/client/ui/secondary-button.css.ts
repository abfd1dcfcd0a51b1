import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The quiet button beside a primary one: Close, Cancel, Reset. One look everywhere. */
export const secondaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.25rem',
  minBlockSize: vars.size.hitTarget,
  minInlineSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});
