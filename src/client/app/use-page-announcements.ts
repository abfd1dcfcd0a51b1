import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../shell/feedback/live-announcer';
import { modalHoldsFocus } from '../ui/modal-focus';
import { routeTitleText } from './route-title';

/**
 * After each navigation: the tab's title names the page, screen readers hear it, and keyboard
 * focus moves to the content, as it would on a page load, unless the new screen focused a field
 * of its own. The first page of a visit keeps focus where the browser put it.
 */
export function usePageAnnouncements(): void {
  const router = useRouter();
  const { t } = useTranslation();
  useEffect(() => {
    let first = true;
    const describe = () => {
      const match = router.state.matches.findLast(
        (candidate) => candidate.staticData.definition !== undefined,
      );
      const definition = match?.staticData.definition;
      if (!definition) return;
      const title = routeTitleText(definition, match.params, t);
      document.title = t('layout.pageTitle', { title });
      if (first) {
        first = false;
        return;
      }
      announce(t('layout.navigated', { title }));
      const main = document.getElementById('main');
      // A screen that put focus in its own first field (the sign-in form) keeps it there.
      const focused = document.activeElement;
      if (focused && main?.contains(focused) && focused.matches('input, select, textarea')) return;
      // A dialog opened while the page was loading (the palette again) keeps the focus.
      if (modalHoldsFocus()) return;
      // In the workspace, reading starts in the focused pane; elsewhere in the main landmark.
      const pane = document.querySelector<HTMLElement>('[data-pane-id][data-focused]');
      if (pane?.contains(focused)) return;
      (pane ?? main)?.focus({ preventScroll: true });
    };
    describe();
    return router.subscribe('onResolved', describe);
  }, [router, t]);
}
