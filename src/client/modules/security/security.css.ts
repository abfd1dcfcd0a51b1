import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const form = style({ display: 'grid', gap: '1.25rem', maxInlineSize: '40rem' });

export const fieldset = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  paddingBlock: '0.75rem 1rem',
  paddingInline: '1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});

export const legend = style({ paddingInline: '0.25rem', fontWeight: 700 });

export const number = style({ maxInlineSize: '8rem' });

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
});

export const textarea = style({ minBlockSize: '10rem', paddingBlock: '0.5rem', fontFamily: vars.font.mono });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBlockEnd: '1rem' });

export const pager = style({ display: 'flex', alignItems: 'center', gap: '1rem', marginBlockStart: '1rem' });

export const problems = style({ margin: 0, paddingInlineStart: '1.25rem' });
export const address = style({ whiteSpace: 'nowrap' });
