import { vars } from './contract.css';
import { defaultPrimaryColors } from './primary-colors';
import { fontTokens, sizeTokens } from './shared-tokens';
import { lightStatusPalette } from './status-palette';
import type { ThemeTokens } from './theme-tokens';

/** Light theme values; contrast claims are proven in contrast.test.ts. */
export const lightTokens: ThemeTokens = {
  color: {
    primary: defaultPrimaryColors.light.primary,
    primaryDarken: defaultPrimaryColors.light.darken,
    onPrimary: '#FFFFFF',
    background: '#F8FAFC',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceHover: '#F1F5F9',
    text: '#0F172A',
    textMuted: '#475569',
    border: '#E2E8F0',
    borderStrong: '#64748B',
    focus: '#2563EB',
    danger: '#B91C1C',
    onDanger: '#FFFFFF',
    success: '#15803D',
    onSuccess: '#FFFFFF',
    warning: '#B45309',
    onWarning: '#FFFFFF',
    info: '#0369A1',
    onInfo: '#FFFFFF',
    overlay: 'rgba(15, 23, 42, 0.5)',
    shadow: 'rgba(15, 23, 42, 0.12)',
  },
  nav: {
    background: '#FFFFFF',
    text: '#1E293B',
    textMuted: '#475569',
    // The active item follows the user's primary colour, which is set on the same element.
    activeBackground: vars.color.primary,
    activeText: vars.color.onPrimary,
    hoverBackground: '#F1F5F9',
    border: '#E2E8F0',
  },
  status: lightStatusPalette,
  font: fontTokens,
  size: sizeTokens,
};
