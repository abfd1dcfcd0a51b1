import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HorizontalNav } from '../../navigation/horizontal-nav';
import { VerticalNav } from '../../navigation/vertical-nav';
import { useCurrentRoute } from '../../shell/current-route';
import { useNavItems } from '../use-nav-items';

/** The signed-in user's menu from the server, after the side menu's rules, as a tree or a menubar. */
export function MainNavigation({
  userId,
  variant,
  collapsed = false,
  onNavigated,
  onOpenInSplit,
}: {
  userId: number;
  variant: 'vertical' | 'horizontal';
  collapsed?: boolean;
  onNavigated?: () => void;
  onOpenInSplit: (href: string) => void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const current = useCurrentRoute();
  const menu = useNavItems(userId);
  // A page asked for apart (Ctrl+Enter, Ctrl+click) opens in a new pane beside the focused one.
  const navigate = (href: string, event: { newPane: boolean }) => {
    if (event.newPane) onOpenInSplit(href);
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
