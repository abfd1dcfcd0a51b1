import { useSignals } from '@preact/signals-react/runtime';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayNavigationQuery } from '../../../../themes/breakpoints';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { CustomizerPanel } from '../../preferences/customizer-panel';
import { endSession } from '../../session/session-flow';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { withLoader } from '../../shell/feedback/loader-state';
import { type PaneOpener, PaneOpenerProvider } from '../../shell/pane-opener';
import { whenDiscarded } from '../panes/discard-prompt';
import { PaletteHost } from '../panes/palette-host';
import { createPaneActions } from '../panes/pane-actions';
import { paneTitle } from '../panes/pane-routers';
import { usePaneKeyBindings } from '../panes/use-pane-key-bindings';
import { WorkspaceView } from '../panes/workspace-view';
import { useMediaQuery } from '../use-media-query';
import { AppFooter } from './app-footer';
import * as styles from './app-layout.css';
import { AppNavbar } from './app-navbar';
import { MainNavigation } from './main-navigation';
import { NavigationDrawer } from './navigation-drawer';
import { useShellPreferences } from './shell-preferences';

/**
 * The signed-in frame (specification section 2): vertical navigation (or collapsed to icons),
 * horizontal navigation, a navbar and a footer, as the layout settings say; below the overlay
 * breakpoint the navigation is a drawer over the content.
 */
export function AppLayout() {
  useSignals();
  const { t, i18n } = useTranslation();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const router = useRouter();
  const preferences = useShellPreferences();
  const overlay = useMediaQuery(overlayNavigationQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const navigationRef = useRef<HTMLElement>(null);
  const session = sessionSignal.value;
  const rtl = i18n.dir() === 'rtl';
  const paneActions = useMemo(
    () =>
      createPaneActions({
        rtl: () => document.documentElement.dir === 'rtl',
        t,
        titleOf: (id) => paneTitle(id, t),
      }),
    [t],
  );

  const horizontal = !overlay && preferences.navType === 'horizontal';
  const collapsed = !overlay && !horizontal && preferences.collapsed;
  const openInSplit = (href: string) => paneActions.open(href, 'split-right');
  const openFromScreen = useCallback<PaneOpener>(
    (href, how) => paneActions.open(href, how === 'split-below' ? 'split-down' : how),
    [paneActions],
  );
  // Alt+Shift+Q, the account menu and the palette: unsaved changes anywhere are asked about first.
  const signOut = () =>
    whenDiscarded('sign-out', 'all', () => {
      void withLoader(endSession({ ...services, queryClient })).then(() => router.navigate({ to: '/login' }));
    });
  const focusNavigation = () => {
    if (overlay) setDrawerOpen(true);
    else navigationRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };
  useKeyBinding('open-customizer', () => setCustomizerOpen(true));
  useKeyBinding('focus-navigation', focusNavigation);
  useKeyBinding('sign-out', signOut);
  usePaneKeyBindings(paneActions);
  // The guard let no signed-out user in; this covers the moment a sign-out takes effect.
  if (session.status !== 'signed-in') return null;

  const navToggle = overlay ? (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('layout.openNavigation')}
      aria-expanded={drawerOpen}
      onClick={() => setDrawerOpen(true)}
    >
      <IconMenu2 aria-hidden="true" />
    </button>
  ) : horizontal ? null : (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={collapsed ? t('layout.expandNavigation') : t('layout.collapseNavigation')}
      onClick={preferences.toggleCollapsed}
    >
      {collapsed ? (
        <IconLayoutSidebarLeftExpand aria-hidden="true" className={styles.sideIcon} />
      ) : (
        <IconLayoutSidebarLeftCollapse aria-hidden="true" className={styles.sideIcon} />
      )}
    </button>
  );

  return (
    <PaneOpenerProvider value={openFromScreen}>
      <div className={styles.layout} data-collapsed={collapsed || undefined}>
        {!overlay && !horizontal && (
          <nav
            ref={navigationRef}
            aria-label={t('layout.navigation')}
            className={collapsed ? styles.collapsedSideNav : styles.sideNav}
          >
            <p className={styles.brand}>{collapsed ? 'M' : t('app.name')}</p>
            <MainNavigation
              userId={session.user.id}
              variant="vertical"
              collapsed={collapsed}
              onOpenInSplit={openInSplit}
            />
          </nav>
        )}
        {overlay && drawerOpen && (
          <NavigationDrawer onClose={() => setDrawerOpen(false)}>
            <MainNavigation
              userId={session.user.id}
              variant="vertical"
              onNavigated={() => setDrawerOpen(false)}
              onOpenInSplit={openInSplit}
            />
          </NavigationDrawer>
        )}
        <div className={styles.column}>
          <AppNavbar
            type={preferences.navbarType}
            blur={preferences.navbarBlur}
            leading={navToggle}
            user={session.user}
            horizontalNavigation={
              horizontal ? (
                <nav
                  ref={navigationRef}
                  aria-label={t('layout.navigation')}
                  className={styles.horizontalNav}
                  data-type={preferences.horizontalNavType}
                >
                  <MainNavigation userId={session.user.id} variant="horizontal" onOpenInSplit={openInSplit} />
                </nav>
              ) : null
            }
            preferences={preferences}
            onCustomize={() => setCustomizerOpen(true)}
            onSignOut={signOut}
          />
          <main
            id="main"
            tabIndex={-1}
            className={preferences.contentWidth === 'boxed' ? styles.boxedMain : styles.fluidMain}
          >
            <WorkspaceView userId={session.user.id} actions={paneActions} rtl={rtl} />
          </main>
          <AppFooter type={preferences.footerType} />
        </div>
        <CustomizerPanel open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        <PaletteHost userId={session.user.id} actions={paneActions} />
      </div>
    </PaneOpenerProvider>
  );
}
