import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' });

export const groupTitle = style({ margin: 0, fontSize: '1rem' });

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '1rem',
  paddingBlock: '0.375rem',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const term = style({ margin: 0 });

export const keys = style({ margin: 0, textAlign: 'end' });

export const combination = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.375rem',
});

export const press = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.125rem',
  fontFamily: vars.font.mono,
});

export const key = style({
  display: 'inline-block',
  minInlineSize: '1.75em',
  paddingInline: '0.375em',
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderBlockEndWidth: `calc(${vars.size.borderWidth} * 2)`,
  borderRadius: vars.size.radius,
});

// On a button (a primary one is coloured), "then" takes the button's own text colour, which is
// chosen to contrast with it; muted grey there fails WCAG contrast.
export const between = style({
  color: vars.color.textMuted,
  fontSize: '0.875em',
  selectors: { 'button &': { color: 'inherit' } },
});
