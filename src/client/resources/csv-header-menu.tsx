import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { csvHeaderModes, csvHeaderPreference } from '../preferences/export-settings';
import * as buttons from '../ui/buttons.css';
import { MenuButton } from '../ui/menu-button';

/**
 * Beside Export CSV: what heads the file (column titles, titles over field names, field names),
 * a menu of radio items reached by Tab and arrows, remembered for every list.
 */
export function CsvHeaderMenu() {
  useSignals();
  const { t } = useTranslation();
  const chosen = csvHeaderPreference.signal.value;
  const label = t('resources.common.csvHeader.menu');
  return (
    <MenuButton
      label={label}
      content={
        <>
          {label} <span aria-hidden="true">▾</span>
        </>
      }
      className={buttons.button}
      items={csvHeaderModes.map((mode) => ({
        kind: 'radio',
        id: mode,
        label: t(`resources.common.csvHeader.${mode}`),
        checked: mode === chosen,
        onSelect: () => csvHeaderPreference.set(mode),
      }))}
    />
  );
}
