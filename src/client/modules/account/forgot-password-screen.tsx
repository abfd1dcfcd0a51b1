import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema } from '../../../shared/api/auth';
import { useAppServices } from '../../shell/app-services';
import * as styles from '../../ui/form-controls.css';
import { requestPasswordReset } from './account-api';
import { AuthCard } from './auth-card';
import { validateWith } from './field-problems';
import { FormField } from './form-field';
import { AccountFormFrame, FormLinks } from './form-parts';
import { OutcomeNotice } from './outcome-notice';
import { useAccountForm } from './use-account-form';

const fields = ['username'] as const;

/**
 * /forgot-password: asks for a reset link. The answer is the same whether the account exists or
 * not, so the screen never tells a stranger which accounts there are.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const form = useAccountForm({
    fields,
    validate: (value) => validateWith(forgotPasswordRequestSchema, { username: value('username') }),
    send: (payload) => requestPasswordReset(http, payload),
  });

  return (
    <AuthCard heading={t('account.forgot.heading')}>
      {form.done ? (
        <OutcomeNotice
          outcome="done"
          message={t('account.forgot.done')}
          next={{ to: '/login', label: t('account.links.backToSignIn') }}
        />
      ) : (
        <>
          <p className={styles.intro}>{t('account.forgot.intro')}</p>
          <AccountFormFrame form={form} submitLabel={t('account.forgot.submit')}>
            <FormField
              name="username"
              label={t('account.fields.usernameOrEmail')}
              autoComplete="username"
              problem={form.problems.username}
              verbatim
            />
          </AccountFormFrame>
          <FormLinks links={[{ to: '/login', label: t('account.links.backToSignIn') }]} />
        </>
      )}
    </AuthCard>
  );
}
