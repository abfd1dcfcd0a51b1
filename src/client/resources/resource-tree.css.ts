import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const tree = style({
  flex: '1 1 auto',
  overflow: 'auto',
  margin: 0,
  padding: '0.25rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
});

export const code = style({
  display: 'inline-block',
  fontVariantNumeric: 'tabular-nums',
  minInlineSize: '4rem',
});

export const title = style({ fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

/** An account's balance, after its name, in figures that line up. */
export const balance = style({
  marginInlineStart: '1rem',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});
