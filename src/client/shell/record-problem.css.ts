import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const problem = style({
  maxInlineSize: '40rem',
  paddingBlock: '1rem',
  paddingInline: '1rem',
  color: vars.color.text,
  lineHeight: 1.5,
});

export const heading = style({
  marginBlock: '0 0.5rem',
  fontSize: '1.5rem',
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const text = style({ marginBlock: '0 1rem' });

export const ways = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
});
