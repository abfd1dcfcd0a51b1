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

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
  paddingInlineEnd: '0.5rem',
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surfaceHover },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const twisty = style({ inlineSize: '1rem', textAlign: 'center', flex: 'none' });

export const code = style({ fontVariantNumeric: 'tabular-nums', minInlineSize: '4rem' });

export const title = style({ fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
