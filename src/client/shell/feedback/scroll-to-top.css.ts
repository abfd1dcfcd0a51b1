import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import { calmMotion } from './calm-motion';
import { scrollToTopZIndex } from './feedback-layers';

// Logical insets: the trailing bottom corner, which is the bottom left in Arabic.
export const button = style([
  {
    position: 'fixed',
    insetBlockEnd: '1.5rem',
    insetInlineEnd: '1.5rem',
    zIndex: scrollToTopZIndex,
    display: 'grid',
    placeItems: 'center',
    minInlineSize: vars.size.hitTarget,
    minBlockSize: vars.size.hitTarget,
    padding: '0.5rem',
    border: `${vars.size.borderWidth} solid ${vars.color.primaryDarken}`,
    borderRadius: vars.size.radius,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: `0 0.25rem 0.75rem ${vars.color.shadow}`,
    cursor: 'pointer',
    transition: 'background-color 150ms ease-out',
    selectors: {
      '&:hover': { backgroundColor: vars.color.primaryDarken },
      '&:focus-visible': {
        outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusWidth,
      },
    },
  },
  calmMotion,
]);
