import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PasswordPolicy,
  type PasswordPolicyFields,
  passwordPolicyFieldsSchema,
} from '../../../shared/api/security';
import { HttpError } from '../../api/http-errors';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import * as form from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import * as styles from './security.css';
import { passwordPolicyQuery, savePasswordPolicy, securityKeys } from './security-queries';

type NumberName = 'minLength' | 'maxAgeDays' | 'historyCount' | 'lockoutThreshold' | 'lockoutMinutes';
type FlagName = 'requireUppercase' | 'requireLowercase' | 'requireDigit' | 'requireSymbol';

/** The form's sections, each a fieldset: the numbers and flags it holds, in order. */
const sections: { legend: string; numbers: NumberName[]; flags: FlagName[] }[] = [
  {
    legend: 'complexity',
    numbers: ['minLength'],
    flags: ['requireUppercase', 'requireLowercase', 'requireDigit', 'requireSymbol'],
  },
  { legend: 'expiry', numbers: ['maxAgeDays', 'historyCount'], flags: [] },
  { legend: 'lockout', numbers: ['lockoutThreshold', 'lockoutMinutes'], flags: [] },
];
const hinted = new Set<NumberName>(['minLength', 'maxAgeDays', 'historyCount', 'lockoutMinutes']);

/** The bounds the shared schema puts on a number, for the message beside the field. */
const boundsOf = (name: NumberName) => {
  const schema = passwordPolicyFieldsSchema.shape[name];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? 0 };
};

type Draft = Record<NumberName, string> & Record<FlagName, boolean>;

const draftOf = ({ version: _, ...policy }: PasswordPolicy): Draft => ({
  ...policy,
  minLength: String(policy.minLength),
  maxAgeDays: String(policy.maxAgeDays),
  historyCount: String(policy.historyCount),
  lockoutThreshold: String(policy.lockoutThreshold),
  lockoutMinutes: String(policy.lockoutMinutes),
});

function PolicyForm({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(policy));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [alert, setAlert] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    const fields: Record<string, unknown> = { ...draft };
    for (const { numbers } of sections)
      for (const name of numbers) fields[name] = draft[name].trim() === '' ? Number.NaN : Number(draft[name]);
    const parsed = passwordPolicyFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      setAlert('security.policy.invalid');
      return;
    }
    setInvalid(new Set());
    setSaving(true);
    try {
      const saved = await savePasswordPolicy(http, {
        ...(parsed.data satisfies PasswordPolicyFields),
        version: policy.version,
      });
      queryClient.setQueryData(securityKeys.passwordPolicy(), saved);
      setAlert(undefined);
      notify({ text: t('security.policy.saved') });
    } catch (error) {
      const conflict = error instanceof HttpError && error.status === 409;
      setAlert(conflict ? 'security.policy.conflict' : 'security.failed');
      if (conflict) await queryClient.invalidateQueries({ queryKey: securityKeys.passwordPolicy() });
    } finally {
      setSaving(false);
    }
  };
  useKeyBinding('document-save', () => void save(), { within: formRef });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {alert && (
        <p role="alert" className={form.alert}>
          {t(alert)}
        </p>
      )}
      {sections.map((section) => (
        <fieldset key={section.legend} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`security.policy.${section.legend}`)}</legend>
          {section.numbers.map((name) => {
            const id = `${ids}-${name}`;
            const described = [hinted.has(name) && `${id}-hint`, invalid.has(name) && `${id}-error`]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={name} className={form.field}>
                <label htmlFor={id} className={form.label}>
                  {t(`security.policy.fields.${name}`)}
                </label>
                <input
                  id={id}
                  name={name}
                  className={`${form.input} ${styles.number}`}
                  inputMode="numeric"
                  value={draft[name]}
                  aria-invalid={invalid.has(name)}
                  aria-describedby={described || undefined}
                  onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                />
                {hinted.has(name) && (
                  <p id={`${id}-hint`} className={form.hint}>
                    {t(`security.policy.hints.${name}`)}
                  </p>
                )}
                {invalid.has(name) && (
                  <p id={`${id}-error`} className={form.fieldError}>
                    {t('security.policy.outOfRange', boundsOf(name))}
                  </p>
                )}
              </div>
            );
          })}
          {section.flags.map((name) => (
            <label key={name} className={styles.check}>
              <input
                type="checkbox"
                name={name}
                checked={draft[name]}
                onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
              />
              {t(`security.policy.fields.${name}`)}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className={form.submit} aria-disabled={saving}>
        {t('security.policy.save')} <KeyCombination keys={bindingById('document-save').keys} />
      </button>
    </form>
  );
}

/**
 * /administration/setup/general/security/password-administration: the company's one password
 * policy, saved with the version it was read at (a concurrent change answers 409).
 */
export default function PasswordPolicyScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const policy = useQuery(passwordPolicyQuery(http));
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('security.policy.heading')}</h1>
      <p className={page.intro}>{t('security.policy.intro')}</p>
      {policy.data ? (
        <PolicyForm key={policy.data.version} policy={policy.data} />
      ) : (
        <p role={policy.isError ? 'alert' : 'status'}>
          {t(policy.isError ? 'security.failed' : 'security.loading')}
        </p>
      )}
    </div>
  );
}
