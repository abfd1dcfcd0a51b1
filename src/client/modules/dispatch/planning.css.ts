import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** A screen that takes the pane's whole height (the report frame inside measures it). */
export const fill = style({ blockSize: '100%', display: 'flex', flexDirection: 'column' });

export const selectionSummary = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

/** The load builder: its header fields, then the open items and the load side by side (stacked when narrow). */
export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  blockSize: '100%',
  padding: '1rem',
  boxSizing: 'border-box',
  overflow: 'auto',
  color: vars.color.text,
});

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });

export const heading = style({ margin: 0, fontSize: '1.25rem', marginInlineEnd: 'auto' });

export const fields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem 1rem' });

export const field = style({
  display: 'grid',
  gap: '0.25rem',
  minInlineSize: '12rem',
  maxInlineSize: '28rem',
});
// A vehicle's long name and capacities must not push the select past its field.
globalStyle(`${field} > select`, { inlineSize: '100%', minInlineSize: 0 });

export const sides = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  flex: '1 1 auto',
  minBlockSize: '22rem',
});

/** The open items take the larger share; each side keeps to its own width, its grid scrolling inside. */
export const side = style({
  flex: '3 1 28rem',
  minInlineSize: 0,
  maxInlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  minBlockSize: '20rem',
  overflow: 'hidden',
});

export const stopsSide = style([side, { flex: '2 1 20rem' }]);

export const sideHeading = style({ margin: 0, fontSize: '1rem' });

export const itemsGrid = style({ flex: '1 1 0', minBlockSize: '14rem', minInlineSize: 0, display: 'flex' });
// The grid's frame takes the side's width, not its columns' (it scrolls them inside).
globalStyle(`${itemsGrid} > *`, { flex: '1 1 auto', minInlineSize: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const alert = style({
  margin: 0,
  padding: '0.5rem 0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  borderRadius: vars.size.radius,
  color: vars.color.danger,
});

export const meters = style({ display: 'grid', gap: '0.5rem' });

export const meter = style({ display: 'grid', gap: '0.25rem', fontSize: '0.875rem' });

export const meterBar = style({
  blockSize: '0.75rem',
  borderRadius: vars.size.radius,
  background: vars.color.surfaceHover,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const meterFill = style({ blockSize: '100%', background: vars.color.success });

export const meterFillOver = style({ blockSize: '100%', background: vars.color.danger });

export const over = style({ color: vars.color.danger, fontWeight: 600 });

export const stops = style({
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
  flex: '1 1 auto',
  minBlockSize: '10rem',
  overflow: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const stop = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: '0.5rem',
  alignItems: 'baseline',
  padding: '0.375rem 0.5rem',
  borderRadius: vars.size.radius,
});

export const stopActive = style({
  background: vars.color.surfaceHover,
  boxShadow: `inset 0 0 0 ${vars.size.focusWidth} ${vars.color.focus}`,
});

export const stopNumber = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const stopDetail = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const stopFigures = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const empty = style({ padding: '0.5rem', color: vars.color.textMuted });

export const reasonInput = style({ inlineSize: '100%', boxSizing: 'border-box' });

export const dialogButtons = style({
  display: 'flex',
  gap: '0.5rem',
  justifyContent: 'end',
  marginBlockStart: '1rem',
});
