import { useIsFetching } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShortcutCheatSheetHost } from '../keyboard/shortcut-cheat-sheet-host';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { toggleAccessibility } from '../preferences/accessibility-setting';
import { cycleTheme } from '../preferences/theme-settings';
import { LiveRegion } from '../shell/feedback/live-region';
import { LoadingBar } from '../shell/feedback/loading-bar';
import { LoadingOverlay } from '../shell/feedback/loading-overlay';
import { ScrollToTop } from '../shell/feedback/scroll-to-top';
import { Snackbars } from '../shell/feedback/snackbar';
import * as styles from './root-view.css';
import { usePageAnnouncements } from './use-page-announcements';

/**
 * The single root view (specification section 2, Shell): the skip link, the top loading bar for
 * route changes and server calls, the layout the route chose, the snackbars, the scroll-to-top
 * button, the global loading overlay and the live regions that announce pages.
 */
export function RootView() {
  const { t } = useTranslation();
  const routing = useRouterState({ select: (state) => state.status === 'pending' });
  const fetching = useIsFetching() > 0;
  usePageAnnouncements();
  // Wanted everywhere, the sign-in page included; the signed-in layout binds the other commands.
  useKeyBinding('toggle-accessibility-mode', toggleAccessibility);
  useKeyBinding('cycle-theme', cycleTheme);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      {/* A visual cue only: a bar that moves every 800 ms would be noise to a screen reader, which
          hears pages through the live region and waits through the overlay's status instead. */}
      <div aria-hidden="true">
        <LoadingBar active={routing || fetching} />
      </div>
      <Outlet />
      <Snackbars />
      <ScrollToTop />
      <LoadingOverlay />
      <ShortcutCheatSheetHost />
      <LiveRegion />
    </>
  );
}
