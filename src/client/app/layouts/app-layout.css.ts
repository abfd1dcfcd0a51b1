import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

const navWidth = '16.25rem';
const collapsedNavWidth = '4.5rem';

// The workspace fills the window and each pane scrolls on its own: the page itself does not scroll.
export const layout = style({
  display: 'flex',
  blockSize: '100vh',
  overflow: 'hidden',
  background: vars.color.background,
  color: vars.color.text,
});

const sideNavBase = style({
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100vh',
  overflowY: 'auto',
  flexShrink: 0,
  background: vars.nav.background,
  color: vars.nav.text,
  borderInlineEnd: `${vars.size.borderWidth} solid ${vars.nav.border}`,
  paddingBlockEnd: '1rem',
});

export const sideNav = style([sideNavBase, { inlineSize: navWidth }]);
// Visible overflow lets the collapsed items' tooltips reach past the narrow bar.
export const collapsedSideNav = style([sideNavBase, { inlineSize: collapsedNavWidth, overflowY: 'visible' }]);

export const brand = style({
  margin: 0,
  paddingBlock: '1rem',
  paddingInline: '1.25rem',
  fontSize: '1.25rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  color: 'inherit',
});

export const column = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const navbar = style({
  zIndex: 100,
  background: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    '&[data-type="sticky"]': { position: 'sticky', insetBlockStart: 0 },
    // A hidden navbar is out of the way until the keyboard or the pointer reaches it.
    '&[data-type="hidden"]': {
      position: 'sticky',
      insetBlockStart: 0,
      transform: 'translateY(calc(-100% + 0.5rem))',
    },
    '&[data-type="hidden"]:hover, &[data-type="hidden"]:focus-within': { transform: 'none' },
    '&[data-blur]': { backdropFilter: 'blur(6px)' },
  },
});

export const navbarRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: '3.5rem',
  paddingInline: '1rem',
});

export const navbarEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '0.25rem',
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minBlockSize: vars.size.hitTarget,
  minInlineSize: vars.size.hitTarget,
  padding: 0,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const horizontalNav = style({
  paddingInline: '1rem',
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.nav.background,
  color: vars.nav.text,
  selectors: { '&[data-type="hidden"]': { display: 'none' } },
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: '0.85rem',
});

export const userName = style({
  '@media': { '(max-width: 959px)': { display: 'none' } },
});

const mainBase = style({
  flex: 1,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: '0.5rem',
  outline: 'none',
});

export const boxedMain = style([
  mainBase,
  { inlineSize: '100%', maxInlineSize: '1440px', marginInline: 'auto' },
]);
export const fluidMain = style([mainBase, { inlineSize: '100%' }]);

export const footer = style({
  paddingBlock: '1rem',
  paddingInline: '1.5rem',
  color: vars.color.textMuted,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: '0.875rem',
});

export const stickyFooter = style([
  footer,
  { position: 'sticky', insetBlockEnd: 0, background: vars.color.surface },
]);

export const drawerScrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1200,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: `min(${navWidth}, 85vw)`,
  overflowY: 'auto',
  background: vars.nav.background,
  color: vars.nav.text,
  boxShadow: vars.color.shadow,
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInlineEnd: '0.5rem',
});

/** An icon that points at the navigation's side: mirrored when the navigation is on the right. */
export const sideIcon = style({});
globalStyle(`[dir="rtl"] ${sideIcon}`, { transform: 'scaleX(-1)' });
