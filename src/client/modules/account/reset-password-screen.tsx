import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordRequestSchema } from '../../../shared/api/auth';
import { useAppServices } from '../../shell/app-services';
import { resetPassword } from './account-api';
import { AuthCard } from './auth-card';
import { confirmationProblem, validateWith } from './field-problems';
import { AccountFormFrame, FormLinks, NewPasswordFields } from './form-parts';
import { OutcomeNotice } from './outcome-notice';
import { useAccountForm } from './use-account-form';

const fields = ['password', 'confirm'] as const;
const invalidLink = 'account.reset.invalidLink';

/**
 * The token as the e-mail's link carries it. The app's search parser keeps it the text it is
 * (src/client/routes/search-params.ts); anything but text is no token.
 */
function useResetToken(): string {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return typeof search.token === 'string' ? search.token : '';
}

/**
 * /reset-password?token=…: a new password, set with the single-use token from the e-mail. A
 * link without a usable token, or one the server refuses, offers to ask for a new link.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const token = useResetToken();
  const form = useAccountForm({
    fields,
    validate: (value) =>
      validateWith(
        resetPasswordRequestSchema,
        { token, password: value('password') },
        confirmationProblem(value('password'), value('confirm')),
      ),
    send: (payload) => resetPassword(http, payload),
    hiddenFailures: { token: invalidLink },
  });
  const linkWorks =
    resetPasswordRequestSchema.shape.token.safeParse(token).success && form.alert !== invalidLink;
  const signIn = { to: '/login', label: t('account.links.backToSignIn') };

  return (
    <AuthCard heading={t('account.reset.heading')}>
      {form.done ? (
        <OutcomeNotice
          outcome="done"
          message={t('account.reset.done')}
          next={{ to: '/login', label: t('account.links.signIn') }}
        />
      ) : !linkWorks ? (
        <OutcomeNotice
          outcome="failed"
          message={t(invalidLink)}
          next={{ to: '/forgot-password', label: t('account.reset.newLink') }}
          others={[signIn]}
        />
      ) : (
        <>
          <AccountFormFrame form={form} submitLabel={t('account.reset.submit')}>
            <NewPasswordFields form={form} passwordLabel={t('account.fields.newPassword')} />
          </AccountFormFrame>
          <FormLinks links={[signIn]} />
        </>
      )}
    </AuthCard>
  );
}
