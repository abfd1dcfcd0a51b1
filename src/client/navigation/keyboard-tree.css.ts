import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});
export const treeItem = style({
  padding: '0.375rem 0.5rem',
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  minBlockSize: vars.size.hitTarget,
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.primary}`,
      outlineOffset: '-2px',
    },
    '&:hover': { background: vars.color.surfaceHover },
  },
});
export const treeItemCurrent = style({ fontWeight: 700 });
/** ▸ points toward the end of the line: mirrored in right-to-left text, where a closed group opens leftward. */
export const glyph = style({
  display: 'inline-block',
  marginInlineEnd: '0.25rem',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
