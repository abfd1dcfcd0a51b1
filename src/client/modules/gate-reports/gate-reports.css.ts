import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** The scan log's totals by result: a row of figures under the filters. */
export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: '0.875rem',
});

export const total = style({ fontVariantNumeric: 'tabular-nums' });
