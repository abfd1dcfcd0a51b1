import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** An entry's or a statement's header: label and value pairs in two columns. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.25rem 1rem',
  margin: 0,
  color: vars.color.text,
  selectors: { '& dd': { margin: 0 } },
});

export const summary = style({ margin: 0, color: vars.color.text, fontWeight: 600 });
