import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../../../themes/breakpoints';
import { vars } from '../../../../themes/contract.css';

const focusRing = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const desk = style({
  display: 'grid',
  // One column that never grows past the pane: a wide table scrolls inside its own region.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
  maxInlineSize: '72rem',
});

export const heading = style({
  margin: 0,
  fontSize: '1.25rem',
  lineHeight: 1.2,
  '@media': { [mediaUp.md]: { fontSize: '1.5rem' } },
});

/** Shortcuts are shown where there is a keyboard's room; a phone's guard taps. */
export const wideOnly = style({ display: 'none', '@media': { [mediaUp.sm]: { display: 'inline' } } });

/** Backup mode in words and in a colour no online screen has: the guard cannot miss it. */
export const banner = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '0.5rem 0.75rem',
  border: `3px solid ${vars.color.warning}`,
  borderRadius: vars.size.radius,
  background: vars.color.surfaceRaised,
});

export const bannerTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const bannerLine = style({ margin: 0 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem 1.5rem',
  alignItems: 'flex-end',
});

export const field = style({ display: 'grid', gap: '0.25rem', flex: '1 1 12rem', minInlineSize: 0 });

export const label = style({ fontWeight: 600 });

export const select = style({
  minBlockSize: vars.size.hitTarget,
  inlineSize: '100%',
  maxInlineSize: '24rem',
  paddingInline: '0.5rem',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  selectors: { '&:focus-visible': focusRing },
});

export const directions = style({
  display: 'flex',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ fontWeight: 600, padding: 0, marginBlockEnd: '0.25rem' });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, fontWeight: 700 } },
});

export const shortcut = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const scanForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.25rem' });

export const scanRow = style({ display: 'flex', gap: '0.5rem' });

export const scanInput = style({
  // Basis 0: the box takes what the Check button leaves, not its default 20 characters.
  flex: '1 1 0',
  minInlineSize: 0,
  inlineSize: '100%',
  minBlockSize: '3.5rem',
  paddingInline: '1rem',
  fontFamily: vars.font.mono,
  fontSize: '1.5rem',
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  selectors: { '&:focus-visible': focusRing },
});

export const checkButton = style({
  minBlockSize: '3.5rem',
  paddingInline: '1.25rem',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.onPrimary,
  background: vars.color.primary,
  border: 0,
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

const panelBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.25rem 1rem',
  alignItems: 'start',
  padding: '1rem',
  borderRadius: vars.size.radius,
  minBlockSize: '9rem',
  '@media': { [mediaUp.md]: { padding: '1.5rem', minBlockSize: '12rem' } },
});

/** The result by class: the theme's success, warning and danger pairs, so each mode keeps its contrast. */
export const panel = styleVariants({
  pass: [panelBase, { background: vars.color.success, color: vars.color.onSuccess }],
  repeat: [panelBase, { background: vars.color.warning, color: vars.color.onWarning }],
  refuse: [panelBase, { background: vars.color.danger, color: vars.color.onDanger }],
  idle: [
    panelBase,
    {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px dashed ${vars.color.border}`,
    },
  ],
});

export const panelIcon = style({
  gridRow: 'span 3',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  '@media': { [mediaUp.md]: { inlineSize: '5rem', blockSize: '5rem' } },
});

export const panelResult = style({
  margin: 0,
  fontSize: '2rem',
  fontWeight: 800,
  lineHeight: 1.1,
  '@media': { [mediaUp.md]: { fontSize: '2.75rem' } },
});

export const panelVerdict = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });

export const panelBody = style({ display: 'grid', gap: '0.5rem', minInlineSize: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.125rem 0.75rem',
  margin: 0,
});

export const factTerm = style({ fontWeight: 700 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const passLines = style({ margin: 0, paddingInlineStart: '1.25rem' });

export const note = style({ margin: 0, fontStyle: 'italic' });

export const status = style({ margin: 0, minBlockSize: '1.5rem' });

export const problem = style({
  margin: 0,
  padding: '0.5rem 0.75rem',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
});

export const sync = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem 1rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
});

/** A small mark beside a result in the list: its class's colour, with the word beside it. */
export const mark = styleVariants({
  pass: { color: vars.color.success },
  repeat: { color: vars.color.text },
  refuse: { color: vars.color.danger },
});

export const resultCell = style({ display: 'inline-flex', alignItems: 'center', gap: '0.375rem' });

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
  cursor: 'pointer',
});
