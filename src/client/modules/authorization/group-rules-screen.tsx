import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { groupListQuery } from '../../api/authorization-queries';
import { useAppServices } from '../../shell/app-services';
import { useCurrentRoute } from '../../shell/current-route';
import { RecordProblem } from '../../shell/record-problem';
import * as page from '../../ui/page-table.css';
import { RequireRead } from './require-read';
import { RulesEditor } from './rules-editor';

const userGroupsList = '/administration/setup/general/user-groups';

/** /administration/setup/general/user-groups/editor/{code}: the rules of one user group. */
function GroupRulesScreenContent() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { params } = useCurrentRoute();
  const groups = useQuery(groupListQuery(http));
  const group = groups.data?.find((row) => row.code === params.id);
  if (groups.data && !group)
    return (
      <div className={page.page}>
        <RecordProblem
          error={undefined}
          record={`${t('resources.user-groups.one')} ${params.id ?? ''}`}
          list={{ href: userGroupsList, title: t('resources.user-groups.title') }}
        />
      </div>
    );
  return (
    <div className={page.page}>
      <h1 className={page.heading}>
        {group
          ? t('authorization.rules.editorHeading', { group: group.name })
          : t('authorization.rules.heading')}
      </h1>
      <p className={page.intro}>{t('authorization.rules.intro')}</p>
      {groups.isError && <p role="alert">{t('authorization.failed')}</p>}
      {group && <RulesEditor groupId={group.id} groupName={group.name} />}
    </div>
  );
}

export default function GroupRulesScreen() {
  return (
    <RequireRead subject="UserGroup">
      <GroupRulesScreenContent />
    </RequireRead>
  );
}
