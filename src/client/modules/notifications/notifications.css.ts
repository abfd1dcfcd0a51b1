import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const bellButton = style({ position: 'relative' });

/** The unread count on the bell; the button's name says it too, so this is hidden from readers. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '0.1rem',
  insetInlineEnd: '0.1rem',
  minInlineSize: '1.1rem',
  paddingInline: '0.25rem',
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '1.1rem',
  textAlign: 'center',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: '0.5rem' });

export const list = style({
  display: 'grid',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
});

export const entry = style({
  display: 'grid',
  gap: '0.25rem',
  inlineSize: '100%',
  paddingBlock: '0.5rem',
  paddingInline: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-unread]': { borderInlineStart: `0.25rem solid ${vars.color.primary}`, fontWeight: 600 },
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: '0.85rem', fontWeight: 400 });

export const status = style({ margin: 0, color: vars.color.textMuted });
