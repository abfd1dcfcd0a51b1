import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });
export const input = style({
  padding: '0.25rem 0.5rem',
  minBlockSize: vars.size.hitTarget,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const options = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', flex: '1 1 auto' });
export const actions = style({ display: 'flex', gap: '0.5rem', marginBlockStart: '0.5rem' });
const buttonBase = {
  padding: '0.25rem 0.75rem',
  minBlockSize: vars.size.hitTarget,
  borderRadius: vars.size.radius,
  font: 'inherit',
  cursor: 'pointer',
} as const;
export const primary = style({
  ...buttonBase,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
});
export const secondary = style({
  ...buttonBase,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const columnList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});
export const columnItem = style({ display: 'flex', alignItems: 'center', gap: '0.25rem' });
export const subheading = style({ margin: '0.5rem 0 0.25rem', fontSize: '1rem' });
export const filterText = style({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere' });
export const iconButton = style({
  ...buttonBase,
  display: 'inline-grid',
  placeItems: 'center',
  padding: 0,
  minInlineSize: vars.size.hitTarget,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
