import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem 1rem',
  margin: 0,
});

export const filterField = style({ display: 'grid', gap: '0.25rem', minInlineSize: '9rem' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const sections = style({
  display: 'grid',
  gap: '1.5rem',
  padding: '1rem',
  color: vars.color.text,
  overflow: 'auto',
  blockSize: '100%',
  boxSizing: 'border-box',
});

// Holds a report frame (at least 24rem high) whole, so that the next section starts below it.
export const smallGrid = style({ display: 'flex', flexDirection: 'column', blockSize: '26rem' });

export const chart = style({ inlineSize: '100%', maxInlineSize: '48rem', blockSize: 'auto' });

export const stockLine = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });

export const salesBar = style({ fill: vars.color.textMuted });

export const axis = style({ stroke: vars.color.border });

export const axisText = style({ fill: vars.color.text, fontSize: '10px' });

export const legend = style({ display: 'flex', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' });

export const legendStock = style({ color: vars.color.primary, fontWeight: 600 });

export const legendSales = style({ color: vars.color.textMuted, fontWeight: 600 });
