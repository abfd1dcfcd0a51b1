import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import { loaderActive } from './loader-state';
import { card, overlay, spinner } from './loading-overlay.css';

/**
 * The global loading overlay (specification section 2, Shell). It blocks the pointer but never
 * moves focus, so when it goes away the user is exactly where they were.
 */
export function LoadingOverlay() {
  useSignals();
  const { t } = useTranslation();
  const on = loaderActive.value;
  return (
    <>
      {/*
        Always mounted and outside the busy cover: screen readers often skip a live region that
        appears together with its text, and hold back announcements inside an aria-busy element.
      */}
      <div role="status" className={visuallyHidden}>
        {on ? t('shell.loading') : ''}
      </div>
      {on && (
        <div className={overlay} aria-busy="true">
          {/* The status above already speaks the word; this copy is for the eyes. */}
          <div className={card} aria-hidden="true">
            <div className={spinner} />
            <span>{t('shell.loading')}</span>
          </div>
        </div>
      )}
    </>
  );
}
