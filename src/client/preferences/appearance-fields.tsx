import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { primaryPresets } from '../../../themes/primary-colors';
import { skins } from '../../../themes/skin-names';
import { accessibilityEnabledSignal } from './accessibility-setting';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroup } from './choice-group';
import { themeChoices } from './preference-values';
import {
  choosePrimaryPreset,
  matchesPreset,
  resolvedThemeSignal,
  setSkin,
  setTheme,
  setVerticalNavSemiDark,
  themeSettings,
} from './theme-settings';

/** Theme, primary colour, skin and semi-dark navigation. */
export function AppearanceFields() {
  useSignals();
  const { t } = useTranslation();
  const scheme = resolvedThemeSignal.value;
  const chosenPreset = primaryPresets.find(matchesPreset);
  const presetById = new Map(primaryPresets.map((preset) => [preset.id, preset]));
  return (
    <>
      <ChoiceGroup
        legend={t('preferences.theme.label')}
        choices={themeChoices.map((choice) => ({ value: choice, label: t(`preferences.theme.${choice}`) }))}
        value={themeSettings.theme.value}
        onChange={setTheme}
      />
      <ChoiceGroup
        legend={t('preferences.primaryColor.label')}
        choices={primaryPresets.map((preset) => ({
          value: preset.id,
          label: t(`preferences.primaryColor.preset.${preset.id}`),
          swatch: preset[scheme].primary,
        }))}
        value={chosenPreset?.id}
        onChange={(id) => {
          const preset = presetById.get(id);
          if (preset) choosePrimaryPreset(preset);
        }}
        hint={accessibilityEnabledSignal.value ? t('preferences.primaryColor.accessibilityNote') : undefined}
      />
      <ChoiceGroup
        legend={t('preferences.skin.label')}
        choices={skins.map((skin) => ({ value: skin, label: t(`preferences.skin.${skin}`) }))}
        value={themeSettings.skin.value}
        onChange={setSkin}
      />
      <CheckboxField
        label={t('preferences.semiDarkNav.label')}
        checked={themeSettings.isVerticalNavSemiDark.value}
        onChange={setVerticalNavSemiDark}
      />
    </>
  );
}
