import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema } from '../../../shared/api/auth';
import { useAppServices } from '../../app/app-services';
import { requestPasswordReset } from './account-api';
import * as styles from './account-form.css';
import { AuthCard } from './auth-card';
import { validateWith } from './field-problems';
import { FormField } from './form-field';
import { FormAlert, FormLinks, SubmitButton } from './form-parts';
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
          <form
            ref={form.formRef}
            className={styles.form}
            onSubmit={form.onSubmit}
            onInput={form.onInput}
            noValidate
            aria-busy={form.busy}
          >
            <FormField
              name="username"
              label={t('account.fields.usernameOrEmail')}
              autoComplete="username"
              problem={form.problems.username}
              verbatim
            />
            <FormAlert messageKey={form.alert} />
            <SubmitButton busy={form.busy}>{t('account.forgot.submit')}</SubmitButton>
          </form>
          <FormLinks links={[{ to: '/login', label: t('account.links.backToSignIn') }]} />
        </>
      )}
    </AuthCard>
  );
}
