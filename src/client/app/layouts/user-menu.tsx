import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/api/auth';
import { shortcutOf } from '../../commands/shell-commands';
import { MenuButton } from '../../ui/menu-button';
import * as styles from './app-layout.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? '')
    .join('');

/** Who is signed in, and what they can do about their own session and view. */
export function UserMenu({
  user,
  accessibilityEnabled,
  onToggleAccessibility,
  onCustomize,
  onSignOut,
}: {
  user: SessionUser;
  accessibilityEnabled: boolean;
  onToggleAccessibility: () => void;
  onCustomize: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MenuButton
      label={t('layout.userMenu', { name: user.U_NAME })}
      content={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user.U_NAME)}
          </span>
          <span className={styles.userName}>{user.U_NAME}</span>
        </>
      }
      items={[
        {
          kind: 'checkbox',
          id: 'accessibility',
          label: t('layout.accessibilityMode'),
          checked: accessibilityEnabled,
          shortcut: shortcutOf('toggle-accessibility-mode'),
          onSelect: onToggleAccessibility,
        },
        {
          kind: 'action',
          id: 'customize',
          label: t('layout.customize'),
          shortcut: shortcutOf('open-customizer'),
          onSelect: onCustomize,
        },
        { kind: 'separator', id: 'end' },
        {
          kind: 'action',
          id: 'sign-out',
          label: t('layout.signOut'),
          shortcut: shortcutOf('sign-out'),
          onSelect: onSignOut,
        },
      ]}
    />
  );
}
