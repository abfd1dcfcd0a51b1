import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const page = style({
  display: 'grid',
  gap: '1.5rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
});

export const heading = style({ margin: 0, fontSize: '1.75rem', lineHeight: 1.2 });

export const lead = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const groupHeading = style({ marginBlock: '0 0.75rem', fontSize: '1.25rem' });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The whole card is the link's target (its ::after covers the card), yet only the name is the link's text. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: '0.5rem',
  paddingBlock: '1rem',
  paddingInline: '1.25rem',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const cardName = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const cardLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.size.radius },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const facts = style({ display: 'grid', gap: '0.25rem', margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: '1rem' });

globalStyle(`${fact} dt`, { color: vars.color.textMuted });

globalStyle(`${fact} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem',
  paddingBlock: '0.75rem',
  paddingInline: '1rem',
  background: vars.color.surfaceRaised,
  borderInlineStart: `calc(${vars.size.borderWidth} * 4) solid ${vars.color.danger}`,
  borderRadius: vars.size.radius,
});

export const retry = style({
  minBlockSize: vars.size.hitTarget,
  paddingInline: '1rem',
  font: 'inherit',
  color: vars.color.onPrimary,
  background: vars.color.primary,
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
