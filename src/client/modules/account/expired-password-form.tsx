import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '../../../shared/api/security';
import { useAppServices } from '../../shell/app-services';
import * as styles from '../../ui/form-controls.css';
import { changePassword } from './account-api';
import { confirmationProblem, validateWith } from './field-problems';
import { AccountFormFrame, NewPasswordFields } from './form-parts';
import { useAccountForm } from './use-account-form';

const fields = ['password', 'confirm'] as const;

/**
 * Shown after a sign-in whose password is past the policy's maximum age: a new password, under
 * the policy, before the user goes on. The password just typed is the current one.
 */
export function ExpiredPasswordForm({
  currentPassword,
  onChanged,
}: {
  currentPassword: string;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const form = useAccountForm({
    fields,
    validate: (value) =>
      validateWith(
        changePasswordRequestSchema,
        { currentPassword, password: value('password') },
        confirmationProblem(value('password'), value('confirm')),
      ),
    send: async (payload) => {
      await changePassword(http, payload);
      onChanged();
    },
  });
  return (
    <>
      <p className={styles.intro}>{t('account.expired.intro')}</p>
      <AccountFormFrame form={form} submitLabel={t('account.expired.submit')}>
        <NewPasswordFields form={form} passwordLabel={t('account.fields.newPassword')} />
      </AccountFormFrame>
    </>
  );
}
