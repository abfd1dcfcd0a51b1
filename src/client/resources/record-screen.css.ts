import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

// A module's record screen (record-screen.tsx) and a scan code beside its QR (scan-code.tsx).

/** A screen: scrolls inside its pane, sections one below the other. */
export const page = style({
  display: 'grid',
  // One column no wider than the pane: a wide grid or table scrolls inside it, not the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: '1rem',
  padding: '1rem',
  color: vars.color.text,
  overflow: 'auto',
  blockSize: '100%',
  boxSizing: 'border-box',
});

/** A record's heading: its title, status badge and actions on one row. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });
export const heading = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.2, marginInlineEnd: 'auto' });
export const subheading = style({ margin: 0, fontSize: '1.125rem' });
export const badge = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  fontSize: '0.875rem',
});

/** A record's values: label above value, as many columns as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: '0.5rem 1rem',
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minInlineSize: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
// pre-line: an address keeps its line breaks.
export const value = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const alert = style({
  margin: 0,
  padding: '0.5rem 0.75rem',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

/** The scan code: its QR beside the text, so the gate can scan the screen too. */
export const scan = style({ display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap' });
export const qr = style({
  inlineSize: '7rem',
  blockSize: '7rem',
  padding: '0.25rem',
  // A QR reads dark on light in every theme.
  background: '#fff',
  borderRadius: vars.size.radius,
});
globalStyle(`${qr} svg`, { display: 'block', inlineSize: '100%', blockSize: '100%' });
export const code = style({ fontFamily: vars.font.mono, fontSize: '1.125rem', direction: 'ltr' });
