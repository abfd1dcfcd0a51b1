import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '36rem',
  marginInline: 'auto',
  paddingBlock: '2rem',
  paddingInline: '1.5rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
});

export const code = style({
  margin: 0,
  fontSize: '1rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const heading = style({
  marginBlock: '0.25rem 1rem',
  fontSize: '2rem',
  lineHeight: 1.2,
  color: vars.color.text,
});

export const text = style({ marginBlock: '0 1rem' });

export const requested = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem 1.5rem',
  marginBlock: '1.5rem 0',
  paddingInlineStart: 0,
  listStyle: 'none',
});

/** An action among the links (closing the pane), drawn as one of them. */
export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

globalStyle(`${links} a, ${links} button`, {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.hitTarget,
  color: vars.color.primary,
  fontWeight: 600,
});

globalStyle(`${links} a:focus-visible, ${links} button:focus-visible`, {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
