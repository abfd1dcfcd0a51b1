import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupRow, groupListQuery } from '../../api/authorization-queries';
import { useAppServices } from '../../shell/app-services';
import * as page from '../../ui/page-table.css';
import * as styles from './authorization.css';
import { GroupList, useRequestedGroupCode } from './group-list';

/**
 * A screen about one user group at a time (its rules, its data ownership): the groups as a list
 * beside what the screen shows of the chosen one, the group named by ?group= chosen first.
 */
export function GroupScreen({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: (group: GroupRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const groups = useQuery(groupListQuery(http));
  const requested = useRequestedGroupCode();
  const [chosen, setChosen] = useState<number>();
  const group =
    groups.data?.find((row) => row.id === chosen) ??
    groups.data?.find((row) => row.code === requested) ??
    groups.data?.[0];
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{heading}</h1>
      <p className={page.intro}>{intro}</p>
      {groups.isError && <p role="alert">{t('authorization.failed')}</p>}
      {groups.data && (
        <div className={styles.layout}>
          <GroupList groups={groups.data} selected={group?.id} onSelect={setChosen} />
          {group && children(group)}
        </div>
      )}
    </div>
  );
}
