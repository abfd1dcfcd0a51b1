import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const card = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '28rem',
  marginInline: 'auto',
  marginBlock: '2rem',
  paddingBlock: '1.5rem',
  paddingInline: '1.75rem',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: `0 0.25rem 1rem ${vars.color.shadow}`,
  fontFamily: vars.font.body,
});

export const product = style({
  margin: 0,
  fontSize: '1rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
});

export const heading = style({
  marginBlock: '0.5rem 1.25rem',
  fontSize: '1.5rem',
  lineHeight: 1.25,
  color: vars.color.text,
});
