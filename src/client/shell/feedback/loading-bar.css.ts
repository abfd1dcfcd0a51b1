import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import { calmMotion } from './calm-motion';
import { loadingBarZIndex } from './feedback-layers';

export const loadingBarHeightPx = 6;

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: loadingBarHeightPx,
  zIndex: loadingBarZIndex,
  // A progress bar only shows; clicks fall through to what is under it.
  pointerEvents: 'none',
});

// A block child starts at the inline start, so in Arabic the bar grows from the right.
export const fill = style([
  {
    height: '100%',
    backgroundColor: vars.color.primary,
    transition: 'width 200ms ease-out',
  },
  calmMotion,
]);
