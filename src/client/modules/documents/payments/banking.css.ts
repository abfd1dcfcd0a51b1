import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../themes/contract.css';
import { error as fieldMessage } from '../../../forms/record-form.css';

/**
 * The payment entry scrolls as a whole inside its pane, with the totals held at its foot: in a
 * quarter pane the user scrolls through items and means and still sees what is left to pay.
 */
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  blockSize: '100%',
  overflow: 'auto',
  padding: '0.75rem 1rem 0',
  boxSizing: 'border-box',
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(7.5rem + 2 * ${vars.size.hitTarget}), 1fr))`,
  gap: '0.25rem 0.75rem',
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});
globalStyle(`${fields} > *`, { minInlineSize: 0 });
/** The partner's field: its name shows beside its code, so it takes two columns where two fit. */
export const wideField = style({ gridColumn: 'span 2', minInlineSize: 0 });
// A field's message line takes no room until it speaks.
globalStyle(`${fields} ${fieldMessage}:empty`, { display: 'none' });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  margin: 0,
  padding: '0.5rem 0.75rem 0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  minInlineSize: 0,
});
export const legend = style({ fontWeight: 600, padding: '0 0.25rem' });
export const sectionHeading = style({ margin: 0, fontSize: '1rem' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });
/** The open items take at least a header and a few rows, more when the pane is tall. */
export const itemsGrid = style({
  display: 'flex',
  flex: '1 0 auto',
  blockSize: '14rem',
  minBlockSize: '9rem',
  minInlineSize: 0,
  // The grid's sticky header layers stay inside it, under the totals held at the pane's foot.
  isolation: 'isolate',
});
globalStyle(`${itemsGrid} > *`, { flex: '1 1 0', minInlineSize: 0 });
export const means = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: '0.75rem',
});
/** One check or card: its fields in a row that wraps, its Remove button after them. */
export const meansRow = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(6rem + ${vars.size.hitTarget}), 1fr))`,
  gap: '0.25rem 0.5rem',
  alignItems: 'end',
  paddingBlockEnd: '0.5rem',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
globalStyle(`${meansRow} > *`, { minInlineSize: 0 });
globalStyle(`${meansRow} ${fieldMessage}:empty`, { display: 'none' });
/** The totals stay at the foot of the pane while the entry scrolls. */
export const totals = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 1.25rem',
  marginBlockStart: 'auto',
  marginInline: '-1rem',
  padding: '0.5rem 1rem',
  background: vars.color.surfaceRaised,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  fontVariantNumeric: 'tabular-nums',
  zIndex: 1,
});
export const total = style({ display: 'inline-flex', gap: '0.375rem', alignItems: 'baseline', margin: 0 });
export const totalTerm = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const totalValue = style({ margin: 0, fontWeight: 700 });
export const short = style({ color: vars.color.danger });
export const totalsActions = style({ marginInlineStart: 'auto', display: 'flex', gap: '0.5rem' });
export const hint = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  padding: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
});
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** A link alone on its line: a whole hit target high, so a pointer finds it (WCAG 2.5.8). */
export const link = style({
  color: vars.color.primary,
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.hitTarget,
});
export const recent = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});
export const recentRow = style({
  display: 'flex',
  gap: '0 0.75rem',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  paddingBlockEnd: '0.25rem',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const totalsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.25rem',
  margin: 0,
});
export const appliedTable = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${appliedTable} th, ${appliedTable} td`, {
  padding: '0.25rem 0.5rem',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
});
export const caption = style({ textAlign: 'start', color: vars.color.textMuted, fontSize: '0.875rem' });
globalStyle(`${appliedTable} th${amount}, ${appliedTable} td${amount}`, { textAlign: 'end' });
