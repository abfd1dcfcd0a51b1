import type { ThemeTokens } from './theme-tokens';

/** Public Sans is loaded by the client entry (@fontsource/public-sans); the rest are fallbacks. */
export const fontTokens: ThemeTokens['font'] = {
  body: '"Public Sans", system-ui, sans-serif',
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
};

export const sizeTokens: ThemeTokens['size'] = {
  radius: '6px',
  borderWidth: '1px',
  focusWidth: '2px',
  hitTarget: '32px',
};

/** Accessibility mode: a thick focus ring and 44 px targets (WCAG 2.5.5 target size, enhanced). */
export const accessibleSizeTokens: ThemeTokens['size'] = {
  ...sizeTokens,
  focusWidth: '4px',
  hitTarget: '44px',
};
