import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const focusRing = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const form = style({ display: 'grid', gap: '1rem' });

export const intro = style({ margin: '0 0 1rem', color: vars.color.text, lineHeight: 1.5 });

export const field = style({ display: 'grid', gap: '0.25rem' });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const input = style({
  boxSizing: 'border-box',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.375rem',
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.danger,
});

export const alert = style({
  margin: 0,
  paddingBlock: '0.75rem',
  paddingInline: '1rem',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderInlineStart: `calc(${vars.size.borderWidth} * 4) solid ${vars.color.danger}`,
  borderRadius: vars.size.radius,
});

export const notice = style([alert, { borderInlineStartColor: vars.color.success }]);

export const submit = style({
  justifySelf: 'start',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '1.25rem',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.onPrimary,
  background: vars.color.primary,
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primaryDarken },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'progress', background: vars.color.primaryDarken },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  marginBlock: '1.25rem 0',
  paddingInlineStart: 0,
  listStyle: 'none',
});

globalStyle(`${links} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.hitTarget,
  color: vars.color.primary,
  fontWeight: 600,
});

globalStyle(`${links} a:focus-visible`, focusRing);
