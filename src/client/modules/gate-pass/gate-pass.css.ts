import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

// The gate pass documents' screens (issue 24).

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A table of lines: what may pass, or the lines being typed. */
export const table = style({ borderCollapse: 'collapse', inlineSize: '100%' });
export const cell = style({
  padding: '0.375rem 0.5rem',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

/** The new pass's form: fields in as many columns as fit, the lines below. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: '1rem',
  padding: '1rem',
  overflow: 'auto',
  blockSize: '100%',
  boxSizing: 'border-box',
  color: vars.color.text,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: '0.75rem 1rem',
  margin: 0,
  padding: 0,
  border: 0,
});
export const field = style({ display: 'grid', gap: '0.25rem', alignContent: 'start' });
export const kinds = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  margin: 0,
  padding: 0,
  border: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
