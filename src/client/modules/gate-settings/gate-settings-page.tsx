import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as page from '../../ui/page-table.css';

interface GateSettingsPageProps<Data> {
  /** The section of gateSettings texts with its heading and intro: `bucket`, `menu`, `resets`. */
  section: 'backup' | 'bucket' | 'menu' | 'resets';
  loaded: { data: Data | undefined; isError: boolean };
  children: (data: Data) => ReactNode;
}

/**
 * A gate settings page: its heading and intro, then what its query loaded, or the loading and
 * failure notes while it has not.
 */
export function GateSettingsPage<Data>({ section, loaded, children }: GateSettingsPageProps<Data>) {
  const { t } = useTranslation();
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t(`gateSettings.${section}.heading`)}</h1>
      <p className={page.intro}>{t(`gateSettings.${section}.intro`)}</p>
      {loaded.data !== undefined ? (
        children(loaded.data)
      ) : (
        <p role={loaded.isError ? 'alert' : 'status'}>
          {t(loaded.isError ? 'gateSettings.failed' : 'gateSettings.loading')}
        </p>
      )}
    </div>
  );
}
