import { style } from '@vanilla-extract/css';

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  justifyContent: 'flex-end',
});
