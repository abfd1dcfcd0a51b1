import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { popoverOffsetPx } from './menubar-constants';
import { itemRow } from './nav-shared.css';

export const menubar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  paddingBlock: '0.25rem',
  paddingInline: '0.5rem',
  background: vars.nav.background,
  color: vars.nav.text,
  fontFamily: vars.font.body,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.nav.border}`,
});

/** Holds an item and its submenu, so the submenu is placed against the item. */
export const entry = style({ position: 'relative', listStyle: 'none' });

export const submenu = style({
  position: 'absolute',
  zIndex: 30,
  insetBlockStart: `calc(100% + ${popoverOffsetPx}px)`,
  insetInlineStart: 0,
  minInlineSize: '14rem',
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
  background: vars.nav.background,
  color: vars.nav.text,
  border: `${vars.size.borderWidth} solid ${vars.nav.border}`,
  borderRadius: vars.size.radius,
  boxShadow: `0 6px 16px ${vars.color.shadow}`,
});

/** A submenu inside a submenu flies out toward the inline end (right, or left in Arabic). */
export const nestedSubmenu = style({
  insetBlockStart: 'calc(-0.25rem - 1px)',
  insetInlineStart: '100%',
});

export const menuTitle = style({ flex: 1, whiteSpace: 'nowrap' });

export const inlineEndChevron = style({});

// The chevron of a nested group points toward the inline end.
globalStyle(`${inlineEndChevron}`, { transform: 'rotate(-90deg)' });
globalStyle(`[dir="rtl"] ${inlineEndChevron}`, { transform: 'rotate(90deg)' });

// Menubar items size to their text; submenu items fill their menu.
globalStyle(`${menubar} > ${entry} > ${itemRow}`, { inlineSize: 'auto', whiteSpace: 'nowrap' });
