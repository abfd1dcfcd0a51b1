import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../ui/form-controls.css';
import { FormField } from './form-field';
import type { AccountForm } from './use-account-form';

/** The form's alert: announced as soon as it appears, and again when its text changes. */
export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p role="alert" className={styles.alert}>
      {t(messageKey)}
    </p>
  );
}

/**
 * The submit button. While the request runs it stays focusable (a disabled button would drop
 * the keyboard focus) and says so; the form ignores a second submission meanwhile.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={styles.submit} aria-disabled={busy || undefined}>
      {busy ? t('account.sending') : children}
    </button>
  );
}

export interface FormLink {
  to: string;
  label: string;
  /** Text before the link, such as "Already have an account?". */
  lead?: string;
}

/** The ways out of a form: sign in, register, ask for a new link. */
export function FormLinks({ links }: { links: FormLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          {link.lead && <span>{link.lead} </span>}
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * An account form's frame: checked by the shared schema rather than the browser, busy while it
 * is sent, with its alert and submit button after the fields.
 */
export function AccountFormFrame({
  form,
  submitLabel,
  children,
}: {
  form: AccountForm;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      noValidate
      aria-busy={form.busy}
    >
      {children}
      <FormAlert messageKey={form.alert} />
      <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** A new password and its confirmation, as registration and password reset both ask. */
export function NewPasswordFields({ form, passwordLabel }: { form: AccountForm; passwordLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        name="password"
        type="password"
        label={passwordLabel}
        autoComplete="new-password"
        hint={t('account.hints.password')}
        problem={form.problems.password}
      />
      <FormField
        name="confirm"
        type="password"
        label={t('account.fields.confirm')}
        autoComplete="new-password"
        problem={form.problems.confirm}
      />
    </>
  );
}
