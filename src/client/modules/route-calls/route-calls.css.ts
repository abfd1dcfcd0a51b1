import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const layout = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' });

export const side = style({ flex: '1 1 18rem', minInlineSize: 0, display: 'grid', gap: '0.5rem' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' });

/** A keyboard list (one tab stop, the active entry named by aria-activedescendant). */
export const list = style({
  margin: 0,
  padding: '0.25rem',
  minBlockSize: '8rem',
  maxBlockSize: '60vh',
  overflow: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const entry = style({ padding: '0.375rem 0.5rem', borderRadius: vars.size.radius });

export const entryActive = style({
  background: vars.color.surfaceHover,
  boxShadow: `inset 0 0 0 ${vars.size.focusWidth} ${vars.color.focus}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const fieldset = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  padding: '0.5rem 0.75rem',
  display: 'grid',
  gap: '0.5rem',
});

export const check = style({ display: 'flex', gap: '0.5rem', alignItems: 'center' });
