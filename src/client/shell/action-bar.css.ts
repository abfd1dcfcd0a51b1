import { style } from '@vanilla-extract/css';

/** One row however narrow the pane: what does not fit goes into the menu at its end. */
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.5rem',
  flex: '1 1 0',
  minInlineSize: 0,
});

export const action = style({ flex: 'none', whiteSpace: 'nowrap' });
