import { useSignals } from '@preact/signals-react/runtime';
import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapTab } from '../ui/modal-focus';
import { accessibilityEnabledSignal, setAccessibilityEnabled } from './accessibility-setting';
import { AppearanceFields } from './appearance-fields';
import { CheckboxField } from './checkbox-field';
import * as styles from './customizer-panel.css';
import { LayoutFields } from './layout-fields';
import { resetPreferences } from './reset-preferences';

/**
 * The customizer: a modal side sheet at the inline end where every layout and theme setting, and
 * accessibility mode, changes at run time. Focus starts on Close, stays inside while open, and
 * goes back to whatever had it before when the sheet closes.
 */
export function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <OpenCustomizer onClose={onClose} />;
}

function OpenCustomizer({ onClose }: { onClose: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      if (wrapTab(dialog.current, event.shiftKey, document.activeElement)) event.preventDefault();
    }
  };

  return (
    <div
      className={styles.scrim}
      onPointerDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('preferences.customizer.title')}
          </h2>
          <button ref={closeButton} type="button" className={styles.button} onClick={onClose}>
            <IconX aria-hidden="true" size={18} />
            {t('preferences.customizer.close')}
          </button>
        </div>
        <p id={descriptionId} className={styles.description}>
          {t('preferences.customizer.description')}
        </p>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('preferences.sections.appearance')}</h3>
          <AppearanceFields />
        </section>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('preferences.sections.layout')}</h3>
          <LayoutFields />
        </section>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('preferences.sections.accessibility')}</h3>
          <CheckboxField
            label={t('preferences.accessibility.label')}
            description={t('preferences.accessibility.description')}
            checked={accessibilityEnabledSignal.value}
            onChange={setAccessibilityEnabled}
          />
        </section>
        <div className={styles.footer}>
          <button type="button" className={styles.button} onClick={resetPreferences}>
            {t('preferences.customizer.reset')}
          </button>
        </div>
      </div>
    </div>
  );
}
