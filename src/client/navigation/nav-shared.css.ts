import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const navIcon = style({ flexShrink: 0 });

export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One row of either navigation: icon, title, and for groups a chevron. */
export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: vars.size.hitTarget,
  paddingBlock: '0.25rem',
  paddingInline: '0.75rem',
  border: 0,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.nav.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.nav.hoverBackground },
    '&[aria-current="page"]': {
      background: vars.nav.activeBackground,
      color: vars.nav.activeText,
      fontWeight: 600,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
    },
  },
});

/** A group whose descendant is the current page. */
export const holdsActive = style({ fontWeight: 600 });

export const chevron = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  transition: 'transform 150ms ease',
  selectors: {
    'body.accessibility-mode &': { transition: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

globalStyle(`${itemRow} > svg`, { color: 'currentColor' });
