import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { menuQuery } from '../../api/menu-queries';
import { HorizontalNav } from '../../navigation/horizontal-nav';
import { sideMenu } from '../../navigation/menu-rules';
import { toNavItems } from '../../navigation/nav-items';
import { VerticalNav } from '../../navigation/vertical-nav';
import { useAppServices } from '../app-services';
import { useCurrentRoute } from '../current-route';

/** The signed-in user's menu from the server, after the side menu's rules, as a tree or a menubar. */
export function MainNavigation({
  userId,
  variant,
  collapsed = false,
  onNavigated,
}: {
  userId: number;
  variant: 'vertical' | 'horizontal';
  collapsed?: boolean;
  onNavigated?: () => void;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const router = useRouter();
  const current = useCurrentRoute();
  const menu = useQuery({
    ...menuQuery(http, userId),
    select: (answer) => toNavItems(sideMenu(answer.AllTreeview)),
  });
  // Until the tiled workspace gives each page a pane, a page asked for "apart" opens in a new tab.
  const navigate = (href: string, event: { newPane: boolean }) => {
    if (event.newPane) window.open(href, '_blank', 'noopener');
    else void router.navigate({ href });
    onNavigated?.();
  };
  if (menu.isPending) return <p role="status">{t('session.loadingMenu')}</p>;
  if (menu.isError)
    return (
      <p role="alert" className="nav-error">
        {t('session.menuFailed')}
      </p>
    );
  return variant === 'horizontal' ? (
    <HorizontalNav items={menu.data} current={current} navigate={navigate} label={t('layout.navigation')} />
  ) : (
    <VerticalNav
      items={menu.data}
      current={current}
      navigate={navigate}
      collapsed={collapsed}
      label={t('layout.navigation')}
    />
  );
}
