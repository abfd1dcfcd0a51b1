import { style } from '@vanilla-extract/css';

/**
 * Hidden from sight but still read by screen readers (the clip pattern): `display: none` or
 * `visibility: hidden` would remove the text from the accessibility tree as well.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
