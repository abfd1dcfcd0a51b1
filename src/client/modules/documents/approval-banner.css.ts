import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

const base = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem 1rem',
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderInlineStartWidth: '0.375rem',
  borderRadius: vars.size.radius,
});

/** The spec's status palette marks the banner's edge: pending, approved, rejected. */
export const banner = styleVariants({
  W: [base, { borderInlineStartColor: vars.status.pending }],
  Y: [base, { borderInlineStartColor: vars.status.approved }],
  N: [base, { borderInlineStartColor: vars.status.rejected }],
  C: [base, { borderInlineStartColor: vars.status.draft }],
  P: [base, { borderInlineStartColor: vars.status.completed }],
});

export const message = style({ margin: 0, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
export const stages = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.25rem' });
export const decisions = style({ margin: 0, paddingInlineStart: '1.25rem' });
export const heading = style({ margin: 0, fontSize: '1rem' });
