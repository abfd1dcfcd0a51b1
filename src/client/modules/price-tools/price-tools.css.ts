import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const stack = style({ display: 'grid', gap: '1.5rem' });

export const form = style({ display: 'grid', gap: '1rem', maxInlineSize: '48rem' });

export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: '0.75rem',
  margin: 0,
  paddingBlock: '0.75rem 1rem',
  paddingInline: '1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});

export const legend = style({ paddingInline: '0.25rem', fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

export const batch = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.25rem 1rem',
  margin: 0,
});

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: '0.75rem' });

export const progressTrack = style({
  flex: 1,
  blockSize: '0.75rem',
  background: vars.color.surfaceHover,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  overflow: 'hidden',
});

export const progressFill = style({ blockSize: '100%', background: vars.color.primary });

export const chart = style({ blockSize: '18rem', inlineSize: '100%' });

export const batchBar = style({ fill: vars.color.primary });
export const editedBar = style({ fill: vars.color.warning });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
