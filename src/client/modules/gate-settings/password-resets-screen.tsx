import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatePasswordResetList } from '../../../shared/api/gate-settings';
import { formatDateTime } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { ariaKeyShortcuts } from '../../ui/shortcut-label';
import * as styles from './gate-settings.css';
import { GateSettingsPage } from './gate-settings-page';
import { gateSettingsKeys, passwordResetsQuery, resetGatePassword } from './gate-settings-queries';

const columns = ['user', 'createdAt', 'expiresAt', 'state'] as const;

/**
 * /gpm/gpm-settings/password_resets: gate users' reset requests as the account module records
 * them, and "Reset now", which sends the chosen gate user the same single-use link the
 * forgot-password page sends.
 */
export default function PasswordResetsScreen() {
  const { http } = useAppServices();
  return (
    <GateSettingsPage section="resets" loaded={useQuery(passwordResetsQuery(http))}>
      {(list) => <ResetsLog list={list} />}
    </GateSettingsPage>
  );
}

/** The reset form for a gate user, then the requests. */
function ResetsLog({ list }: { list: GatePasswordResetList }) {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const resetKeys = bindingById('gate-password-reset').keys;
  const { users, data: rows } = list;
  const userCode = chosen || users.find((user) => user.hasEmail)?.UserCode || '';

  const reset = async () => {
    if (busy || !userCode) return;
    setBusy(true);
    try {
      await resetGatePassword(http, userCode);
      setFailed(undefined);
      notify({ text: t('gateSettings.resets.sent', { user: userCode }) });
    } catch (error) {
      setFailed(error instanceof Error ? error.message : t('gateSettings.failed'));
    } finally {
      setBusy(false);
    }
    await queryClient.invalidateQueries({ queryKey: gateSettingsKeys.passwordResets() });
  };
  useKeyBinding('gate-password-reset', () => void reset(), { within: formRef });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset();
  };

  return (
    <div className={styles.stack}>
      {users.length === 0 ? (
        <p>{t('gateSettings.resets.noUsers')}</p>
      ) : (
        <form ref={formRef} className={styles.actions} onSubmit={submit} noValidate>
          <label htmlFor={`${id}-user`} className={form.label}>
            {t('gateSettings.resets.user')}
          </label>
          <select
            id={`${id}-user`}
            className={form.input}
            value={userCode}
            onChange={(event) => setChosen(event.target.value)}
          >
            {users.map((user) => (
              <option key={user.UserCode} value={user.UserCode} disabled={!user.hasEmail}>
                {user.hasEmail
                  ? `${user.UserName} (${user.UserCode})`
                  : t('gateSettings.resets.noEmail', { user: `${user.UserName} (${user.UserCode})` })}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={form.submit}
            aria-disabled={busy}
            aria-keyshortcuts={ariaKeyShortcuts(resetKeys)}
          >
            {t('gateSettings.resets.reset')} <KeyCombination keys={resetKeys} />
          </button>
        </form>
      )}
      {failed && (
        <p role="alert" className={form.alert}>
          {failed}
        </p>
      )}
      {rows.length === 0 ? (
        <p>{t('gateSettings.resets.empty')}</p>
      ) : (
        <CaptionedTable
          caption={t('gateSettings.resets.caption')}
          columns={columns.map((key) => ({ key, label: t(`gateSettings.resets.columns.${key}`) }))}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={page.cell}>
                <bdi>{row.UserName}</bdi> <span className={page.muted}>({row.UserCode})</span>
              </th>
              <td className={page.cell}>{formatDateTime(row.createdAt, language)}</td>
              <td className={page.cell}>{formatDateTime(row.expiresAt, language)}</td>
              <td className={page.cell}>{t(`gateSettings.resets.states.${row.state}`)}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </div>
  );
}
