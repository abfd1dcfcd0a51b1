import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1rem',
  boxSizing: 'border-box',
  maxInlineSize: '72rem',
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });
export const heading = style({ margin: 0, fontSize: '1.25rem', marginInlineEnd: 'auto' });
export const subheading = style({ margin: 0, fontSize: '1.05rem' });
export const history = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' });
export const historyList = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
});
export const childGrid = style({ display: 'flex', flexDirection: 'column', minBlockSize: '18rem' });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** A record's own part beside its fields (a user's groups): a framed group of check boxes. */
export const section = style({
  display: 'grid',
  gap: '0.25rem',
  margin: 0,
  paddingBlock: '0.5rem 0.75rem',
  paddingInline: '1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
});
