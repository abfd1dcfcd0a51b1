import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { primaryButton as sharedPrimaryButton } from '../ui/primary-button.css';

const focusRing = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

const formContainer = createContainer();

export const form = style({
  display: 'grid',
  gap: '1rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  containerName: formContainer,
  containerType: 'inline-size',
});

/** One column in a narrow pane, two once the pane leaves room for two fields side by side. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: '1.5rem',
  rowGap: '0.5rem',
  '@container': {
    [`${formContainer} (min-width: 40rem)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const field = style({
  display: 'grid',
  gap: '0.25rem',
  alignContent: 'start',
  minInlineSize: 0,
});

/** A row's worth of short fields side by side (a new row under a list), as many as the width holds. */
export const compactGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  columnGap: '0.75rem',
  rowGap: '0.25rem',
});

/** Long texts take the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

export const labelRow = style({ display: 'flex', gap: '0.25rem', alignItems: 'baseline' });

export const label = style({ fontWeight: 600 });

export const requiredMark = style({ color: vars.color.danger });

export const controlRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minInlineSize: 0,
});

export const control = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  paddingBlock: '0.25rem',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:read-only:not(select)': { background: vars.color.background, borderStyle: 'dashed' },
  },
});

export const multiline = style({ minBlockSize: '6rem', resize: 'vertical' });

/**
 * Numbers line up on their decimal point at the end of the line (field-kinds.ts). The input is
 * `dir="ltr"` so that a minus sign and digits keep their order; its own end is then always the
 * right, so in a right-to-left page its start (the left) is the page's end.
 */
export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[dir="rtl"] &': { textAlign: 'start' } },
});

export const upperCase = style({ textTransform: 'uppercase' });

export const unit = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: vars.size.hitTarget,
});

export const checkbox = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  ':focus-visible': focusRing,
});

/** Always present, so a message appearing does not push the fields below. */
export const error = style({
  minBlockSize: '1.25rem',
  fontSize: '0.875rem',
  color: vars.color.danger,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
});

export const primaryButton = style([
  sharedPrimaryButton,
  {
    ':focus-visible': focusRing,
    selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  },
]);

export const status = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const alert = style({
  padding: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  borderRadius: vars.size.radius,
  color: vars.color.text,
  margin: 0,
});

export const alertList = style({ margin: 0, paddingInlineStart: '1.25rem' });

export const combobox = style({ position: 'relative', display: 'flex', flex: '1 1 auto', minInlineSize: 0 });

export const referenceLabel = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const openButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minInlineSize: vars.size.hitTarget,
  minBlockSize: vars.size.hitTarget,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});

/** Arrow-shaped icons point the way reading goes. */
export const directionalIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const popup = style({
  position: 'absolute',
  selectors: { '&[hidden]': { display: 'none' } },
  insetBlockStart: '100%',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  zIndex: 20,
  marginBlockStart: '0.25rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.surfaceRaised,
  boxShadow: `0 0.5rem 1.5rem ${vars.color.shadow}`,
});

/** A field's lookup: as wide as its options need (a name and its details), never narrower than the field. */
export const fieldPopup = style({
  insetInlineEnd: 'auto',
  minInlineSize: '100%',
  inlineSize: 'max-content',
  maxInlineSize: 'min(40rem, 90vw)',
});

export const listbox = style({
  maxBlockSize: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  gap: '0.75rem',
  paddingInline: '0.5rem',
  paddingBlock: '0.375rem',
  borderRadius: vars.size.radius,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
    },
  },
});

/**
 * The options as rows of one grid, so keys, names and each detail line up in columns; the
 * listbox sets the column template (one column per detail).
 */
export const optionGrid = style({ display: 'grid', columnGap: '0.75rem', alignItems: 'baseline' });

export const optionRow = style({ display: 'grid', gridTemplateColumns: 'subgrid', gridColumn: '1 / -1' });

/** The details' column labels above the options: for sight only, each option's name says them. */
export const optionHeading = style({
  paddingInline: '0.5rem',
  paddingBlockEnd: '0.125rem',
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const optionKey = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, flex: 'none' });

/** The name takes the room left and gives way first: key and figures stay whole. */
export const optionLabel = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionDetail = style({
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  selectors: { '[aria-selected="true"] > &': { color: 'inherit' } },
});

export const optionFigure = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const popupMessage = style({
  paddingInline: '0.75rem',
  paddingBlock: '0.5rem',
  color: vars.color.textMuted,
});
