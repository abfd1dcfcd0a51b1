import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroup } from './choice-group';
import {
  layoutSettings,
  navigationModeSignal,
  setAppContentWidth,
  setFooterType,
  setHorizontalNavType,
  setNavbarBlurEnabled,
  setNavbarType,
  setNavigationMode,
} from './layout-settings';
import { barTypes, contentWidths, navigationModes } from './preference-values';

/** Navigation layout, content width, navbar, footer and horizontal navigation bar. */
export function LayoutFields() {
  useSignals();
  const { t } = useTranslation();
  const barChoices = barTypes.map((type) => ({ value: type, label: t(`preferences.barType.${type}`) }));
  return (
    <>
      <ChoiceGroup
        legend={t('preferences.navigation.label')}
        choices={navigationModes.map((mode) => ({ value: mode, label: t(`preferences.navigation.${mode}`) }))}
        value={navigationModeSignal.value}
        onChange={setNavigationMode}
      />
      <ChoiceGroup
        legend={t('preferences.contentWidth.label')}
        choices={contentWidths.map((width) => ({
          value: width,
          label: t(`preferences.contentWidth.${width}`),
        }))}
        value={layoutSettings.appContentWidth.value}
        onChange={setAppContentWidth}
      />
      <ChoiceGroup
        legend={t('preferences.navbarType.label')}
        choices={barChoices}
        value={layoutSettings.navbarType.value}
        onChange={setNavbarType}
      />
      <CheckboxField
        label={t('preferences.navbarBlur.label')}
        checked={layoutSettings.isNavbarBlurEnabled.value}
        onChange={setNavbarBlurEnabled}
      />
      <ChoiceGroup
        legend={t('preferences.footerType.label')}
        choices={barChoices}
        value={layoutSettings.footerType.value}
        onChange={setFooterType}
      />
      <ChoiceGroup
        legend={t('preferences.horizontalNavType.label')}
        choices={barChoices}
        value={layoutSettings.horizontalNavType.value}
        onChange={setHorizontalNavType}
      />
    </>
  );
}
