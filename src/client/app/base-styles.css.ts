import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/*
 * One rule for every native form control and the few shared classes the screens use, so that
 * each screen does not restyle inputs and buttons of its own.
 */
globalStyle('select, button, input, textarea', {
  font: 'inherit',
  minBlockSize: vars.size.hitTarget,
  paddingInline: '0.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.text,
});

// The primary colour is the one every theme and preset proves readable under onPrimary and as link text.
globalStyle('button', {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
});

globalStyle('button:disabled', { opacity: 0.7, cursor: 'progress' });

globalStyle('a', { color: vars.color.primary });

globalStyle('.panel', {
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: vars.color.shadow,
  paddingBlock: '1.25rem',
  paddingInline: '1.5rem',
});

globalStyle('.panel h2', { marginBlock: '0 1rem', fontSize: '1.25rem' });

globalStyle('.facts', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.5rem 1.5rem',
  margin: '0 0 1rem',
});

globalStyle('.facts dt', { color: vars.color.textMuted });
globalStyle('.facts dd', { margin: 0, fontWeight: 600 });
globalStyle('.alert', { color: vars.color.danger, fontWeight: 600 });

globalStyle('.language-select', { display: 'flex', alignItems: 'center', gap: '0.5rem' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The content landmark takes focus after each navigation so that reading starts there; a ring
// around the whole page would say nothing more, except in accessibility mode, where focus is
// always drawn.
globalStyle('body:not(.accessibility-mode) main[tabindex="-1"]:focus', { outline: 'none' });
