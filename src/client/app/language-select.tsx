import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, type Language, languages } from '../i18n/i18n-setup';
import { useAppServices } from '../shell/app-services';
import { visuallyHidden } from '../ui/visually-hidden.css';

/**
 * A native select: every screen reader and keyboard already knows how to use it. Compact (in the
 * navbar) keeps the label for screen readers only.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { storage } = useAppServices();
  const id = useId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className="language-select">
      <label htmlFor={id} className={compact ? visuallyHidden : undefined}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) void changeLanguage(chosen, storage);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.autonym.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
