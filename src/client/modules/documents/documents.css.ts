import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import { error as fieldMessage } from '../../forms/record-form.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  blockSize: '100%',
  minBlockSize: '24rem',
  padding: '1rem',
  boxSizing: 'border-box',
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });
export const heading = style({ margin: 0, fontSize: '1.25rem', marginInlineEnd: 'auto' });
/** A document's heading and its actions on one row: the action bar gives way, not the row. */
export const actionHeader = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: '0.5rem',
});
export const rowHeading = style([heading, { flex: 'none', whiteSpace: 'nowrap' }]);
export const subheading = style({ margin: 0, fontSize: '1.05rem' });
export const select = style({
  padding: '0.25rem 0.5rem',
  minBlockSize: vars.size.hitTarget,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const inlineLabel = style({ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' });
export const grid = style({ flex: '1 1 auto', minBlockSize: '16rem', display: 'flex' });
/**
 * A document's lines take the height the pane leaves (at least a header and a few rows); the
 * grid inside never widens the page: it is as wide as the pane, its columns fitted to it.
 */
export const linesGrid = style({
  display: 'flex',
  flex: '1 0 auto',
  blockSize: '12rem',
  minBlockSize: '8.5rem',
  minInlineSize: 0,
});
globalStyle(`${linesGrid} > *`, { flex: '1 1 0', minInlineSize: 0 });
/** The lines' heading with the keys that reach them, on one row while it fits. */
export const linesHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '1rem',
  rowGap: '0.25rem',
});
export const keyHint = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const footer = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const badge = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  fontSize: '0.875rem',
});
const editorSection = createContainer();

/**
 * The narrowest a field's column may be: a short date's text with its padding and borders (about
 * 6.9rem in Public Sans, in every language: the digits are Latin), and its Clear and calendar
 * buttons, each a hit target wide (larger with the accessibility setting).
 */
const fieldColumn = `calc(7.5rem + 2 * ${vars.size.hitTarget})`;

/**
 * The editor's header and footer fields: as many columns as the pane's width allows (three in a
 * quarter of a 1600 × 1000 screen, six in a whole pane), none narrower than a date needs,
 * labels above the controls.
 */
const editorFields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${fieldColumn}, 1fr))`,
  gap: '0.25rem 0.75rem',
  margin: 0,
  containerName: editorSection,
  containerType: 'inline-size',
});
export const editorHeader = style([editorFields]);
/** Below the lines, beside the totals (SAP's footer): the fields take the room the totals leave. */
export const editorFooter = style([editorFields, { flex: '1 1 25rem', minInlineSize: 0 }]);
globalStyle(`${editorFields} > *`, { minInlineSize: 0 });
// A field's message line takes no room until it speaks: the header stays short, the lines in view.
globalStyle(`${editorFields} ${fieldMessage}:empty`, { display: 'none' });
/**
 * A reference whose name shows beside its key (the partner): two columns once two fit (a container
 * query cannot read the hit target's variable: 28rem is above two columns in either setting).
 */
export const wideEditorField = style({
  minInlineSize: 0,
  '@container': { [`${editorSection} (min-width: 28rem)`]: { gridColumn: 'span 2' } },
});
/** A stored document's header values, short enough for narrower columns: two rows in most panes. */
export const headerValues = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: '0.5rem 1rem',
  margin: 0,
});
globalStyle(`${headerValues} > *`, { minInlineSize: 0 });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  gap: '0.25rem 1.5rem',
  margin: 0,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});
export const summaryRow = style({ display: 'contents' });
export const summaryValue = style({ margin: 0, textAlign: 'end' });
export const summaryTotal = style({ fontWeight: 700 });
export const definition = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });
export const term = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
// pre-line: an address and remarks keep their line breaks.
export const value = style({ margin: 0, whiteSpace: 'pre-line' });
/** A view value on one line (an address): two lines at most in a narrow column, all of it in its title. */
export const clampedValue = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const totalsRow = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' });
export const lineStatus = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

/** Printing shows the marked section alone (print-section.ts): no shell, no buttons, black on white. */
export const printable = style({});
globalStyle('body:has([data-printing]) *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle('[data-printing], [data-printing] *', { '@media': { print: { visibility: 'visible' } } });
globalStyle('[data-printing]', {
  '@media': {
    print: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      inlineSize: '100%',
      color: '#000',
      background: '#fff',
      padding: 0,
      blockSize: 'auto',
    },
  },
});
globalStyle('[data-printing] button, [data-printing] input[type="search"], [data-printing] select', {
  '@media': { print: { display: 'none' } },
});
globalStyle('[data-printing] [role="grid"]', {
  '@media': { print: { overflow: 'visible', blockSize: 'auto' } },
});

/** The item matches, drawn over the page below the edited cell (fixed, so no row clips them). */
export const itemPopup = style({
  position: 'fixed',
  insetInlineStart: 'auto',
  insetInlineEnd: 'auto',
  zIndex: 50,
});
export const itemListbox = style({ margin: 0, padding: '0.25rem', listStyle: 'none' });
