import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupListQuery } from '../../api/authorization-queries';
import { useAppServices } from '../../app/app-services';
import * as page from '../../ui/page-table.css';
import * as styles from './authorization.css';
import { GroupList, useRequestedGroupCode } from './group-list';
import { RequireRead } from './require-read';
import { RulesEditor } from './rules-editor';

/**
 * /administration/system-initialization/authorizations/general-authorization: a user group
 * chosen from the list, then its rules, edited and saved whole through the rules endpoint.
 */
function GeneralAuthorizationScreenContent() {
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
      <h1 className={page.heading}>{t('authorization.rules.heading')}</h1>
      <p className={page.intro}>{t('authorization.rules.intro')}</p>
      {groups.isError && <p role="alert">{t('authorization.failed')}</p>}
      {groups.data && (
        <div className={styles.layout}>
          <GroupList groups={groups.data} selected={group?.id} onSelect={setChosen} />
          {group && (
            <section aria-labelledby="general-authorization-group">
              <h2 id="general-authorization-group" className={page.heading}>
                {t('authorization.rules.editorHeading', { group: group.name })}
              </h2>
              <RulesEditor groupId={group.id} groupName={group.name} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}

export default function GeneralAuthorizationScreen() {
  return (
    <RequireRead subject="UserGroup">
      <GeneralAuthorizationScreenContent />
    </RequireRead>
  );
}
