import { darkTokens } from './dark-tokens';
import { lightTokens } from './light-tokens';
import { accessibleSizeTokens } from './shared-tokens';
import type { ThemeTokens } from './theme-tokens';

/**
 * What each theme becomes in accessibility mode: every text colour, primary-coloured text and the
 * status-message colours reach WCAG AAA (7:1), focus is thicker and targets larger. The user's
 * primary colours are not applied here, so these primaries are the ones that show.
 */
export const lightAccessibleTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    ...lightTokens.color,
    primary: '#1E3A8A',
    primaryDarken: '#172554',
    onPrimary: '#FFFFFF',
    background: '#FFFFFF',
    text: '#0F172A',
    textMuted: '#334155',
    borderStrong: '#334155',
    // Not darker: the ring must also show on the semi-dark navigation (3.4:1 there, 5.2:1 on white).
    focus: '#2563EB',
    danger: '#991B1B',
    success: '#14532D',
    warning: '#78350F',
    info: '#075985',
  },
  nav: {
    ...lightTokens.nav,
    text: '#0F172A',
    textMuted: '#334155',
  },
  size: accessibleSizeTokens,
};

export const darkAccessibleTokens: ThemeTokens = {
  ...darkTokens,
  color: {
    ...darkTokens.color,
    primary: '#93C5FD',
    primaryDarken: '#60A5FA',
    onPrimary: '#000000',
    text: '#F8FAFC',
    textMuted: '#CBD5E1',
    borderStrong: '#94A3B8',
    focus: '#93C5FD',
    danger: '#FCA5A5',
    success: '#86EFAC',
    warning: '#FCD34D',
    info: '#7DD3FC',
  },
  nav: {
    ...darkTokens.nav,
    text: '#F8FAFC',
    textMuted: '#CBD5E1',
  },
  size: accessibleSizeTokens,
};
