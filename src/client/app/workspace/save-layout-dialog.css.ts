import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1600,
  display: 'grid',
  placeItems: 'start center',
  paddingBlockStart: '15vh',
  background: vars.color.overlay,
});

export const dialog = style({
  inlineSize: 'min(28rem, 92vw)',
  padding: '1.25rem 1.5rem',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: vars.color.shadow,
});

export const heading = style({ margin: '0 0 1rem', fontSize: '1.25rem' });
export const form = style({ display: 'grid', gap: '0.5rem' });
export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const buttons = style({ display: 'flex', gap: '0.5rem', marginBlockStart: '0.75rem' });
export const secondary = style({
  background: 'transparent',
  color: vars.color.text,
  borderColor: vars.color.borderStrong,
});
