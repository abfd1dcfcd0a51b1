import { vars } from './contract.css';
import { defaultPrimaryColors } from './primary-colors';
import { fontTokens, sizeTokens } from './shared-tokens';
import { darkStatusPalette } from './status-palette';
import type { ThemeTokens } from './theme-tokens';

/**
 * Dark theme values. The surfaces stay dark enough for the specified primary #3B82F6 to read as
 * text on them, which is why onPrimary is black here (white on #3B82F6 is only 3.7:1).
 */
export const darkTokens: ThemeTokens = {
  color: {
    primary: defaultPrimaryColors.dark.primary,
    primaryDarken: defaultPrimaryColors.dark.darken,
    onPrimary: '#000000',
    background: '#0B1120',
    surface: '#111827',
    surfaceRaised: '#151E2E',
    surfaceHover: '#1F2937',
    text: '#F1F5F9',
    textMuted: '#94A3B8',
    border: '#1F2937',
    borderStrong: '#64748B',
    focus: '#60A5FA',
    danger: '#F87171',
    onDanger: '#000000',
    success: '#4ADE80',
    onSuccess: '#000000',
    warning: '#FBBF24',
    onWarning: '#000000',
    info: '#38BDF8',
    onInfo: '#000000',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: 'rgba(0, 0, 0, 0.5)',
  },
  nav: {
    background: '#111827',
    text: '#E2E8F0',
    textMuted: '#94A3B8',
    activeBackground: vars.color.primary,
    activeText: vars.color.onPrimary,
    hoverBackground: '#1F2937',
    border: '#1F2937',
  },
  status: darkStatusPalette,
  font: fontTokens,
  size: sizeTokens,
};
