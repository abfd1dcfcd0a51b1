import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { notificationsSignal } from './notifications';
import { stack } from './snackbar.css';

/*
 * A snackbar's code (its icons, timers and swipe) is not part of the first load (issue 20, initial
 * JavaScript): it is fetched once the page is idle, so a notification that says the server cannot
 * be reached does not itself wait on the network.
 */
const loadItem = () => import('./snackbar-item');
const SnackbarItem = lazy(() => loadItem().then((module) => ({ default: module.SnackbarItem })));

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : window.setTimeout(run, 1000);

/** The notification snackbars of specification section 8, oldest first, at the top inline-end corner. */
export function Snackbars() {
  useSignals();
  useEffect(() => void whenIdle(() => void loadItem()), []);
  const notifications = notificationsSignal.value;
  if (notifications.length === 0) return null;
  return (
    <ul className={stack}>
      <Suspense fallback={null}>
        {notifications.map((notification) => (
          <SnackbarItem key={notification.id} notification={notification} />
        ))}
      </Suspense>
    </ul>
  );
}
