import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

// The sales targets report's chart (issue 25): themed from the contract, so light, dark and the
// accessibility mode each draw it in their own colours.

export const chartBlock = style({ display: 'grid', gap: '0.5rem', paddingBlock: '0.5rem' });
export const chartHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
export const chartTitle = style({ margin: 0, fontSize: '1rem' });
export const chart = style({ inlineSize: '100%', blockSize: '14rem' });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.border, strokeOpacity: 0.6 });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.text, fontSize: '0.75rem' });
globalStyle(`${chart} .recharts-legend-item-text`, { color: `${vars.color.text} !important` });

export const targetBar = style({});
globalStyle(`${targetBar} .recharts-rectangle`, { fill: vars.color.textMuted });
export const actualBar = style({});
globalStyle(`${actualBar} .recharts-rectangle`, { fill: vars.color.primary });

export const figures = style({ borderCollapse: 'collapse', fontSize: '0.875rem' });
globalStyle(`${figures} th, ${figures} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: '0.25rem 0.5rem',
  textAlign: 'start',
});
globalStyle(`${figures} td`, { textAlign: 'end' });
globalStyle(`${figures} caption`, { textAlign: 'start', fontWeight: 600, paddingBlockEnd: '0.25rem' });
