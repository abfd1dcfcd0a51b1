import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });

export const sectionTitle = style({
  margin: 0,
  fontSize: '0.875rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const fieldset = style({
  margin: 0,
  padding: '0.5rem 0.75rem 0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  minInlineSize: 0,
});

export const legend = style({ paddingInline: '0.25rem', fontWeight: 600 });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.5rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:has(input:checked)': { borderColor: vars.color.primary },
  },
});

export const checkboxRow = style([option, { display: 'flex' }]);

// Resets the shared form-control rule (padding, minimum height) that is meant for text fields.
export const control = style({
  margin: 0,
  padding: 0,
  minBlockSize: 'auto',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  accentColor: vars.color.primary,
  flexShrink: 0,
});

export const hint = style({ margin: '0.5rem 0 0', fontSize: '0.875rem', color: vars.color.textMuted });

export const swatchColour = createVar();

export const swatch = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: '50%',
  backgroundColor: swatchColour,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  flexShrink: 0,
});

export const footer = style({ marginBlockStart: 'auto', paddingBlockStart: '0.5rem' });
