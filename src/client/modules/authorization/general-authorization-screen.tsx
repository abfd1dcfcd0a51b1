import { useTranslation } from 'react-i18next';
import * as page from '../../ui/page-table.css';
import { GroupScreen } from './group-screen';
import { RequireRead } from './require-read';
import { RulesEditor } from './rules-editor';

/**
 * /administration/system-initialization/authorizations/general-authorization: a user group
 * chosen from the list, then its rules, edited and saved whole through the rules endpoint.
 */
function GeneralAuthorizationScreenContent() {
  const { t } = useTranslation();
  return (
    <GroupScreen heading={t('authorization.rules.heading')} intro={t('authorization.rules.intro')}>
      {(group) => (
        <section aria-labelledby="general-authorization-group">
          <h2 id="general-authorization-group" className={page.heading}>
            {t('authorization.rules.editorHeading', { group: group.name })}
          </h2>
          <RulesEditor groupId={group.id} groupName={group.name} />
        </section>
      )}
    </GroupScreen>
  );
}

export default function GeneralAuthorizationScreen() {
  return (
    <RequireRead subject="UserGroup">
      <GeneralAuthorizationScreenContent />
    </RequireRead>
  );
}
