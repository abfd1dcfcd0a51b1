import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem 1rem',
  margin: 0,
});

export const filterField = style({ display: 'grid', gap: '0.25rem', minInlineSize: '9rem' });

/** The hint and the filters, folded together in a short pane. */
export const folding = style({
  display: 'grid',
  gap: '0.5rem',
  selectors: { '&[hidden]': { display: 'none' } },
});

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

/** The chart's box; recharts draws inside it at the width it measures. */
export const chart = style({ inlineSize: '100%', maxInlineSize: '48rem', blockSize: '14rem' });

// Stylesheet rules win over the presentation attributes recharts writes, so the series, axes and
// legend follow the theme (light, dark, accessibility) like the rest of the page.
export const stockLine = style({});
globalStyle(`${stockLine} .recharts-curve`, { fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });
globalStyle(`${stockLine} .recharts-dot`, { fill: vars.color.surface, stroke: vars.color.primary });

export const salesBar = style({});
globalStyle(`${salesBar} .recharts-rectangle`, { fill: vars.color.textMuted });

globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.border, strokeOpacity: 0.6 });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.text, fontSize: '0.75rem' });

export const legend = style({ display: 'flex', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' });

export const legendStock = style({ color: vars.color.primary, fontWeight: 600 });

export const legendSales = style({ color: vars.color.textMuted, fontWeight: 600 });

/** The tooltip's box, on the page's surface. */
export const tooltip = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
};
