import { useSignals } from '@preact/signals-react/runtime';
import { IconAccessible } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortcutOf } from '../commands/shell-commands';
import { accessibilityEnabledSignal, toggleAccessibility } from '../preferences/accessibility-setting';
import { shortcutLabel } from '../ui/shortcut-label';

/** The accessibility mode switch, with its shortcut: a pressed button, as screen readers expect. */
export function AccessibilityToggle({
  className,
  withText = false,
}: {
  className?: string;
  withText?: boolean;
}) {
  useSignals();
  const { t } = useTranslation();
  const shortcut = shortcutLabel(shortcutOf('toggle-accessibility-mode'));
  return (
    <button
      type="button"
      className={className}
      aria-pressed={accessibilityEnabledSignal.value}
      aria-label={withText ? undefined : t('layout.accessibilityMode')}
      aria-keyshortcuts={shortcut}
      title={`${t('layout.accessibilityMode')} (${shortcut})`}
      onClick={toggleAccessibility}
    >
      <IconAccessible aria-hidden="true" />
      {withText && <span>{t('layout.accessibilityMode')}</span>}
    </button>
  );
}
