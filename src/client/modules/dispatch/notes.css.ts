import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import * as record from '../../resources/record-screen.css';

// The dispatch notes, delivered, returns and dashboard screens (issue 23).

/** A screen: scrolls inside its pane, sections one below the other (as a record screen does). */
export const page = record.page;

/** A list screen: the filters above and the grid filling the rest. */
export const listPage = style([page, { gridTemplateRows: 'auto auto 1fr', overflow: 'hidden' }]);
export const grid = style({ display: 'flex', flexDirection: 'column', minBlockSize: '16rem' });

export const header = record.header;
export const heading = record.heading;
export const subheading = record.subheading;
export const badge = record.badge;

// pre-line: an address keeps its line breaks.
export const value = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const muted = record.muted;
export const alert = record.alert;
export const notice = style([alert, { borderInlineStartColor: vars.color.success }]);

/** One stop: a card with its customer, address, outcome and lines. */
export const stop = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
});
export const stops = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' });

// Doubled class: wins over the table cell's own `text-align: start` whatever the stylesheet order.
export const number = style({
  selectors: { '&&': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});
export const link = style({ color: vars.color.primary });

/** The Delivered screen: the notes and stops beside the stop's form, one below the other when narrow. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 22rem) 1fr',
  gap: '1rem',
  alignItems: 'start',
  '@media': { '(max-width: 60rem)': { gridTemplateColumns: '1fr' } },
});
export const picker = style({ display: 'grid', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });
export const pick = style({
  inlineSize: '100%',
  textAlign: 'start',
  padding: '0.375rem 0.5rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    // The chosen one: a bar on the side the line starts from (right in Arabic).
    '&[aria-current="true"]': { borderColor: vars.color.primary, borderInlineStartWidth: '4px' },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const form = style({ display: 'grid', gap: '0.75rem' });
export const fields = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'end' });
export const field = style({ display: 'grid', gap: '0.25rem', minInlineSize: '10rem' });
export const shortInput = style({ inlineSize: '7rem' });
export const quantity = style([shortInput, { textAlign: 'end' }]);
export const problem = style({ color: vars.color.danger, fontSize: '0.875rem' });

/** The dashboard's tiles. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const tile = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.5rem',
  padding: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  minInlineSize: 0,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const big = style({ margin: 0, fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 });
export const chart = style({ inlineSize: '100%', blockSize: '12rem' });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.border, strokeOpacity: 0.6 });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.text, fontSize: '0.75rem' });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  marginInlineEnd: '0.25rem',
  borderRadius: '2px',
  verticalAlign: 'middle',
});
/** A vehicle's use: a bar filled to its share of the capacity. */
export const meter = style({
  blockSize: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  overflow: 'hidden',
});
export const meterFill = style({ blockSize: '100%', background: vars.color.primary });
export const meterOver = style({ background: vars.color.danger });

// Each status's colour in the charts and their legend, from the theme (light, dark, accessibility).
const statusColors = {
  P: vars.color.textMuted,
  L: vars.color.info,
  R: vars.color.warning,
  C: vars.color.success,
  X: vars.color.danger,
} as const;
/** One class per status, made from the status's colour. */
const perStatus = (classOf: (color: string) => string) =>
  Object.fromEntries(
    Object.entries(statusColors).map(([status, color]) => [status, classOf(color)]),
  ) as Record<keyof typeof statusColors, string>;

/** Every bar of a chart series in the status's colour (the week's stacks). */
export const statusFill = perStatus((color) => {
  const bar = style({});
  globalStyle(`${bar} .recharts-rectangle`, { fill: color });
  return bar;
});
export const statusSwatch = perStatus((color) => style({ background: color }));
/** A single bar in its status's colour (recharts puts a Cell's class on the bar's own shape). */
export const statusCell = perStatus((color) => {
  const cell = style({});
  globalStyle(`.recharts-layer .recharts-rectangle.${cell}`, { fill: color });
  return cell;
});
export const ageBar = style({});
globalStyle(`${ageBar} .recharts-rectangle`, { fill: vars.color.primary });

/** The stops already recorded, one line each with its outcome and return. */
export const recorded = style({ display: 'grid', gap: '0.25rem', margin: 0, paddingInlineStart: '1.25rem' });

/** Links one per line, each a target of at least 24 px with room between (WCAG 2.5.8). */
export const linkList = style({ display: 'grid', gap: '0.5rem', margin: 0, paddingInlineStart: '1.25rem' });
globalStyle(`${linkList} a`, { display: 'inline-block', minBlockSize: '24px', paddingBlock: '0.125rem' });
export const blockLink = style({ display: 'inline-block', minBlockSize: '24px', color: vars.color.primary });

/** Each vehicle's use: its name, then a line and a bar per measure. */
export const vehicles = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' });
export const vehicle = style({ display: 'grid', gap: '0.25rem' });
