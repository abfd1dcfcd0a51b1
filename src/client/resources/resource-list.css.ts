import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  blockSize: '100%',
  minBlockSize: '24rem',
  padding: '1rem',
  boxSizing: 'border-box',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
});

export const heading = style({ margin: 0, fontSize: '1.25rem', marginInlineEnd: 'auto' });

export const search = style({
  minInlineSize: '14rem',
  padding: '0.25rem 0.5rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const grid = style({ flex: '1 1 auto', minBlockSize: '16rem', display: 'flex' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', margin: 0, padding: 0 });

export const footer = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const alert = style({ color: vars.color.danger });

/** A list with a part of its own beside it (the territories' tree), wrapping below in a narrow pane. */
export const withAside = style({
  display: 'flex',
  flexWrap: 'wrap',
  blockSize: '100%',
  alignItems: 'stretch',
});
export const aside = style({
  flex: '0 1 20rem',
  minInlineSize: '14rem',
  padding: '1rem',
  boxSizing: 'border-box',
  overflow: 'auto',
  borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const asideMain = style({ flex: '1 1 28rem', minInlineSize: 0 });

/** A resource screen the user may not read: what happened, in place of the screen. */
export const refused = style({ padding: '1rem', color: vars.color.text, lineHeight: 1.5 });

/** A new row being entered under a list: framed as the row it becomes, on the grid's surface. */
export const newRow = style({
  padding: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.focus}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
});
