import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import { calmMotion } from './calm-motion';
import { loadingOverlayZIndex } from './feedback-layers';

// Covers the viewport so that no click reaches the page underneath while the loader is on.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: loadingOverlayZIndex,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.overlay,
  cursor: 'progress',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '1rem 1.5rem',
  borderRadius: vars.size.radius,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: `0 0.5rem 1.5rem ${vars.color.shadow}`,
});

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });

// Without motion the ring stands still: the word beside it still says what is happening.
export const spinner = style([
  {
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    borderRadius: '50%',
    border: `0.1875rem solid ${vars.color.border}`,
    borderBlockStartColor: vars.color.primary,
    animation: `${turn} 800ms linear infinite`,
  },
  calmMotion,
]);
