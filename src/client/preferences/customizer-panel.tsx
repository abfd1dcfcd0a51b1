import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../ui/modal-frame';
import { secondaryButton } from '../ui/secondary-button.css';
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

  return (
    <ModalFrame
      title={t('preferences.customizer.title')}
      description={t('preferences.customizer.description')}
      closeLabel={t('preferences.customizer.close')}
      onClose={onClose}
      placement="side"
    >
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
        <button type="button" className={secondaryButton} onClick={resetPreferences}>
          {t('preferences.customizer.reset')}
        </button>
      </div>
    </ModalFrame>
  );
}
