import { IconAdjustmentsHorizontal, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/api/auth';
import { shortcutOf } from '../../commands/shell-commands';
import { NotificationsButton } from '../../modules/notifications/notifications-button';
import { MenuButton } from '../../ui/menu-button';
import { shortcutLabel } from '../../ui/shortcut-label';
import { AccessibilityToggle } from '../accessibility-toggle';
import { LanguageSelect } from '../language-select';
import * as styles from './app-layout.css';
import type { ShellPreferences } from './shell-preferences';
import { UserMenu } from './user-menu';

const themeIcons = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;
const themeChoices = ['light', 'dark', 'system'] as const;

/**
 * The bar above the content: navigation toggle, language, theme, notifications, accessibility,
 * customizer, account.
 */
export function AppNavbar({
  type,
  blur,
  leading,
  horizontalNavigation,
  user,
  preferences,
  onCustomize,
  onSignOut,
}: {
  type: 'sticky' | 'static' | 'hidden';
  blur: boolean;
  leading: ReactNode;
  horizontalNavigation: ReactNode;
  user: SessionUser;
  preferences: ShellPreferences;
  onCustomize: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const ThemeIcon = themeIcons[preferences.theme];
  return (
    <header className={styles.navbar} data-type={type} data-blur={blur || undefined}>
      <div className={styles.navbarRow}>
        {leading}
        {horizontalNavigation && <p className={styles.brand}>{t('app.name')}</p>}
        <div className={styles.navbarEnd}>
          <LanguageSelect compact />
          <MenuButton
            label={`${t('layout.theme')}: ${t(`layout.themes.${preferences.theme}`)}`}
            content={<ThemeIcon aria-hidden="true" />}
            items={themeChoices.map((choice) => ({
              kind: 'radio',
              id: choice,
              label: t(`layout.themes.${choice}`),
              checked: preferences.theme === choice,
              onSelect: () => preferences.setTheme(choice),
            }))}
          />
          <NotificationsButton userId={user.id} className={styles.iconButton} />
          <AccessibilityToggle className={styles.iconButton} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('layout.customize')}
            aria-keyshortcuts={shortcutLabel(shortcutOf('open-customizer'))}
            title={`${t('layout.customize')} (${shortcutLabel(shortcutOf('open-customizer'))})`}
            onClick={onCustomize}
          >
            <IconAdjustmentsHorizontal aria-hidden="true" />
          </button>
          <UserMenu
            user={user}
            accessibilityEnabled={preferences.accessibility}
            onToggleAccessibility={preferences.toggleAccessibility}
            onCustomize={onCustomize}
            onSignOut={onSignOut}
          />
        </div>
      </div>
      {horizontalNavigation}
    </header>
  );
}
