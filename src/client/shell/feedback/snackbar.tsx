import { useSignals } from '@preact/signals-react/runtime';
import { notificationsSignal } from './notifications';
import { stack } from './snackbar.css';
import { SnackbarItem } from './snackbar-item';

/** The notification snackbars of specification section 8, oldest first, at the top inline-end corner. */
export function Snackbars() {
  useSignals();
  const notifications = notificationsSignal.value;
  if (notifications.length === 0) return null;
  return (
    <ul className={stack}>
      {notifications.map((notification) => (
        <SnackbarItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
