import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list';
import { type ResourceScreenSet, resourceScreenSets } from '../../resources/resource-screen-map';
import * as page from '../../ui/page-table.css';
import * as styles from './field-sales.css';

/** The channel and tier lists as resource-screen-map.ts places them: a row opens its own screen. */
const setOf = (resource: string): ResourceScreenSet | undefined =>
  resourceScreenSets.find((set) => set.resource === resource);
const lists = [setOf('channels'), setOf('tiers')].filter((set) => set !== undefined);
const noParams = {};

/**
 * /logistics_hub/setup/channels: "channels with channel and tier", the two lists one above the
 * other, each with its own search, new-record command and record screens
 * (/channels/channel/{id}, /channels/tier/{id}).
 */
export default function ChannelsScreen() {
  const { t } = useTranslation();
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('fieldSales.channelsHeading')}</h1>
      <p className={page.intro}>{t('fieldSales.channelsIntro')}</p>
      <div className={styles.stack}>
        {lists.map((set) => (
          <ResourceList
            key={set.resource}
            set={set}
            params={noParams}
            heading={t(`resources.${set.resource}.title`)}
          />
        ))}
      </div>
    </div>
  );
}
