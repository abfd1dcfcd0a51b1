import { batch } from '@preact/signals-react';
import { resetLayoutSettings } from './layout-settings';
import { resetThemeSettings } from './theme-settings';

/**
 * The customizer's "Reset to defaults": layout and theme settings. Accessibility mode is left as
 * it is, so a person who needs it does not lose it by resetting the look of the page.
 */
export function resetPreferences(): void {
  batch(() => {
    resetThemeSettings();
    resetLayoutSettings();
  });
}
