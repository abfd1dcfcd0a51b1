import { useTranslation } from 'react-i18next';
import { registerRequestSchema } from '../../../shared/api/auth';
import { useAppServices } from '../../shell/app-services';
import { registerAccount } from './account-api';
import { AuthCard } from './auth-card';
import { confirmationProblem, validateWith } from './field-problems';
import { FormField } from './form-field';
import { AccountFormFrame, FormLinks, NewPasswordFields } from './form-parts';
import { OutcomeNotice } from './outcome-notice';
import { useAccountForm } from './use-account-form';

const fields = ['username', 'name', 'email', 'password', 'confirm'] as const;

/** /register: a new account, created inactive until an administrator activates it. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const form = useAccountForm({
    fields,
    validate: (value) =>
      validateWith(
        registerRequestSchema,
        {
          username: value('username'),
          name: value('name'),
          email: value('email'),
          password: value('password'),
        },
        confirmationProblem(value('password'), value('confirm')),
      ),
    send: (payload) => registerAccount(http, payload),
  });

  return (
    <AuthCard heading={t('account.register.heading')}>
      {form.done ? (
        <OutcomeNotice
          outcome="done"
          message={t('account.register.done')}
          next={{ to: '/login', label: t('account.links.signIn') }}
        />
      ) : (
        <>
          <AccountFormFrame form={form} submitLabel={t('account.register.submit')}>
            <FormField
              name="username"
              label={t('account.fields.username')}
              autoComplete="username"
              hint={t('account.hints.username')}
              problem={form.problems.username}
              verbatim
            />
            <FormField
              name="name"
              label={t('account.fields.name')}
              autoComplete="name"
              problem={form.problems.name}
            />
            <FormField
              name="email"
              type="email"
              label={t('account.fields.email')}
              autoComplete="email"
              problem={form.problems.email}
            />
            <NewPasswordFields form={form} passwordLabel={t('account.fields.password')} />
          </AccountFormFrame>
          <FormLinks
            links={[
              { to: '/login', label: t('account.links.signIn'), lead: t('account.register.haveAccount') },
            ]}
          />
        </>
      )}
    </AuthCard>
  );
}
