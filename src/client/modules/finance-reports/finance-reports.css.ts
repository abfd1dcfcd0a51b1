import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** An entry's header: label and value pairs in two columns. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.25rem 1rem',
  alignItems: 'center',
  margin: 0,
  color: vars.color.text,
});

globalStyle(`${facts} dd`, { margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: 600 });
