import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../shared/api/menu';
import { menuQuery } from '../api/menu-queries';
import { sideMenu } from '../navigation/menu-rules';
import { useAppServices } from './app-services';

function MenuItems({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {entries.map((entry) => {
        const nested = entry.children ?? entry.grand_children;
        return (
          <li key={entry.id}>
            {entry.link ? <a href={entry.link}>{t(entry.title)}</a> : <span>{t(entry.title)}</span>}
            {nested && <MenuItems entries={nested} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in user's menu from the server (what they may read), after the side menu's rules. */
export function SessionMenu({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const menu = useQuery(menuQuery(http, userId));
  return (
    <nav aria-label={t('session.menu')} className="session-menu">
      {menu.isPending && <p>{t('session.loadingMenu')}</p>}
      {menu.isError && <p role="alert">{t('session.menuFailed')}</p>}
      {menu.data && <MenuItems entries={sideMenu(menu.data.AllTreeview)} />}
    </nav>
  );
}
