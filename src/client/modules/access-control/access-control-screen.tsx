import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { sessionSignal } from '../../session/session-state';
import * as styles from '../../ui/page-table.css';
import { ruleRows } from './rule-rows';
import { RulesTable } from './rules-table';

/**
 * /access-control (requires read on AclDemo): the signed-in user's own permission rules, read
 * from the session's ability, so what the page shows is what the client and the server apply.
 */
export default function AccessControlScreen() {
  useSignals();
  const { t } = useTranslation();
  const session = sessionSignal.value;
  const rows = session.status === 'signed-in' ? ruleRows(session.ability) : [];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pages.accessControl.heading')}</h1>
      <p className={styles.intro}>{t('pages.accessControl.intro')}</p>
      {session.status !== 'signed-in' ? (
        <p>{t('pages.accessControl.signedOut')}</p>
      ) : rows.length === 0 ? (
        <p>{t('pages.accessControl.empty')}</p>
      ) : (
        <RulesTable rows={rows} />
      )}
    </div>
  );
}
