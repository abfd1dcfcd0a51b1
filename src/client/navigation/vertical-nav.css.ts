import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { chevron, itemRow } from './nav-shared.css';

/** The depth of a row (1 at the top), for its indentation. */
export const levelVar = createVar();

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: '0.25rem',
  background: vars.nav.background,
  color: vars.nav.text,
  fontFamily: vars.font.body,
});

export const collapsedTree = style({});

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A group's treeitem is the <li> (it holds its children); its focus ring is drawn on its row. */
export const groupItem = style({
  outline: 'none',
  listStyle: 'none',
});

export const row = style({
  position: 'relative',
  paddingInlineStart: `calc(0.75rem + (${levelVar} - 1) * 1rem)`,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const expandedChevron = style({});

globalStyle(`${groupItem}:focus-visible > ${itemRow}`, {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
});

// A closed group's chevron points toward the inline end, an open one down.
// Scoped to the tree: the menubar's top-level chevrons point down, toward their submenus.
globalStyle(`${tree} ${chevron}:not(${expandedChevron})`, { transform: 'rotate(-90deg)' });
globalStyle(`[dir="rtl"] ${tree} ${chevron}:not(${expandedChevron})`, { transform: 'rotate(90deg)' });

// Collapsed: icons only. The title stays in the tree, visually hidden, as the accessible name,
// and the same text becomes a tooltip while the row is hovered or focused.
globalStyle(`${collapsedTree} ${row}`, { paddingInline: 0, justifyContent: 'center' });
globalStyle(`${collapsedTree} ${chevron}`, { display: 'none' });
globalStyle(`${collapsedTree} ${title}`, {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
const tooltipShown = {
  insetInlineStart: 'calc(100% + 0.5rem)',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  inlineSize: 'auto',
  blockSize: 'auto',
  margin: 0,
  paddingBlock: '0.25rem',
  paddingInline: '0.5rem',
  clipPath: 'none',
  overflow: 'visible',
  zIndex: 20,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  boxShadow: `0 2px 8px ${vars.color.shadow}`,
  pointerEvents: 'none',
} as const;
globalStyle(`${collapsedTree} ${row}:hover > ${title}`, tooltipShown);
globalStyle(`${collapsedTree} ${row}:focus-visible > ${title}`, tooltipShown);
globalStyle(`${collapsedTree} ${groupItem}:focus-visible > ${row} > ${title}`, tooltipShown);
