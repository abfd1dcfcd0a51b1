import { IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapTab } from '../../ui/modal-focus';
import * as styles from './app-layout.css';

/**
 * The navigation below the overlay breakpoint: a modal drawer at the inline start. Focus goes to
 * the menu, stays inside, Escape or the scrim closes it and focus returns to the opener.
 */
export function NavigationDrawer({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"], button')?.focus();
    return () => opener?.focus();
  }, []);
  const trap = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (
      event.key === 'Tab' &&
      panel.current &&
      wrapTab(panel.current, event.shiftKey, document.activeElement)
    )
      event.preventDefault();
  };
  return (
    <div
      className={styles.drawerScrim}
      onPointerDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.navigation')}
        className={styles.drawer}
        onKeyDown={trap}
      >
        <div className={styles.drawerHeader}>
          <p className={styles.brand}>{t('app.name')}</p>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('layout.closeNavigation')}
            onClick={onClose}
          >
            <IconX aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('layout.navigation')}>{children}</nav>
      </div>
    </div>
  );
}
