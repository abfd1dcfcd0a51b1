import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ExtBucket,
  type ExtBucketTest,
  extBucketUpdateSchema,
  type GateStorageKind,
  gateStorageKinds,
} from '../../../shared/api/gate-settings';
import { HttpError } from '../../api/http-errors';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import * as form from '../../ui/form-controls.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import { ariaKeyShortcuts, shortcutLabel } from '../../ui/shortcut-label';
import * as styles from './gate-settings.css';
import { GateSettingsPage } from './gate-settings-page';
import { extBucketQuery, gateSettingsKeys, saveExtBucket, testExtBucket } from './gate-settings-queries';

const textFields = {
  local: ['LocalFolder'],
  s3: ['S3Endpoint', 'S3Bucket', 'S3Region', 'S3AccessKeyId'],
} as const;
type TextName = 'LocalFolder' | 'S3Endpoint' | 'S3Bucket' | 'S3Region' | 'S3AccessKeyId';
type Draft = Record<TextName, string> & {
  StorageKind: GateStorageKind;
  S3Secret: string;
  clearSecret: boolean;
};

const draftOf = (stored: ExtBucket): Draft => ({
  StorageKind: stored.StorageKind,
  LocalFolder: stored.LocalFolder,
  S3Endpoint: stored.S3Endpoint ?? '',
  S3Bucket: stored.S3Bucket ?? '',
  S3Region: stored.S3Region ?? '',
  S3AccessKeyId: stored.S3AccessKeyId ?? '',
  S3Secret: '',
  clearSecret: false,
});

/** What is sent: an empty secret keeps the stored one unless asked to remove it. */
const updateOf = (draft: Draft, version: number) => {
  const { clearSecret, S3Secret, ...fields } = draft;
  const secret = clearSecret ? { S3Secret: null } : S3Secret ? { S3Secret } : {};
  return { ...fields, ...secret, version };
};

function BucketForm({ stored }: { stored: ExtBucket }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [tested, setTested] = useState<ExtBucketTest>();
  const [busy, setBusy] = useState(false);
  const saveKeys = bindingById('document-save').keys;
  const testKeys = bindingById('gate-storage-test').keys;

  const save = async () => {
    if (busy) return;
    const parsed = extBucketUpdateSchema.safeParse(updateOf(draft, stored.version));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      setAlert('gateSettings.bucket.invalid');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveExtBucket(http, parsed.data);
      queryClient.setQueryData(gateSettingsKeys.extBucket(), saved);
      setAlert(undefined);
      notify({ text: t('gateSettings.bucket.saved') });
    } catch (error) {
      const conflict = error instanceof HttpError && error.status === 409;
      const fields = error instanceof HttpError ? error.body?.fields : undefined;
      if (fields)
        setErrors(Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts.join(' ')])));
      setAlert(
        conflict
          ? 'gateSettings.bucket.conflict'
          : fields
            ? 'gateSettings.bucket.invalid'
            : 'gateSettings.failed',
      );
      if (conflict) await queryClient.invalidateQueries({ queryKey: gateSettingsKeys.extBucket() });
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setTested(undefined);
    try {
      setTested(await testExtBucket(http));
    } catch {
      setAlert('gateSettings.failed');
    }
  };

  useKeyBinding('document-save', () => void save(), { within: formRef });
  useKeyBinding('gate-storage-test', () => void test(), { within: formRef });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const field = (name: TextName) => {
    const id = `${ids}-${name}`;
    return (
      <div key={name} className={form.field}>
        <label htmlFor={id} className={form.label}>
          {t(`gateSettings.bucket.fields.${name}`)}
        </label>
        <input
          id={id}
          name={name}
          className={form.input}
          dir={name === 'LocalFolder' ? 'auto' : 'ltr'}
          value={draft[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
        {errors[name] && (
          <p id={`${id}-error`} className={form.fieldError}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {alert && (
        <p role="alert" className={form.alert}>
          {t(alert)}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('gateSettings.bucket.kind')}</legend>
        {gateStorageKinds.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input
              type="radio"
              name="StorageKind"
              value={kind}
              checked={draft.StorageKind === kind}
              onChange={() => setDraft({ ...draft, StorageKind: kind })}
            />
            {t(`gateSettings.bucket.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(`gateSettings.bucket.kinds.${draft.StorageKind}`)}</legend>
        {textFields[draft.StorageKind].map(field)}
        {draft.StorageKind === 's3' && (
          <div className={form.field}>
            <label htmlFor={`${ids}-secret`} className={form.label}>
              {t('gateSettings.bucket.fields.S3Secret')}
            </label>
            <input
              id={`${ids}-secret`}
              name="S3Secret"
              type="password"
              autoComplete="new-password"
              className={form.input}
              dir="ltr"
              value={draft.S3Secret}
              aria-describedby={`${ids}-secret-state`}
              onChange={(event) => setDraft({ ...draft, S3Secret: event.target.value, clearSecret: false })}
            />
            <p id={`${ids}-secret-state`} className={form.hint}>
              {t(stored.S3SecretSet ? 'gateSettings.bucket.secretSet' : 'gateSettings.bucket.secretNotSet')}
            </p>
            {stored.S3SecretSet && (
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={draft.clearSecret}
                  onChange={(event) =>
                    setDraft({ ...draft, clearSecret: event.target.checked, S3Secret: '' })
                  }
                />
                {t('gateSettings.bucket.clearSecret')}
              </label>
            )}
          </div>
        )}
      </fieldset>
      <div className={styles.actions}>
        <button
          type="submit"
          className={form.submit}
          aria-disabled={busy}
          aria-keyshortcuts={shortcutLabel(saveKeys)}
        >
          {t('gateSettings.bucket.save')} <KeyCombination keys={saveKeys} />
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-keyshortcuts={ariaKeyShortcuts(testKeys)}
          onClick={() => void test()}
        >
          {t('gateSettings.bucket.test')} <KeyCombination keys={testKeys} />
        </button>
      </div>
      <p role="status" className={tested && !tested.ok ? form.alert : undefined}>
        {tested ? t(`gateSettings.bucket.outcomes.${tested.outcome}`, { detail: tested.detail ?? '' }) : ''}
      </p>
    </form>
  );
}

/**
 * /gpm/gpm-settings/ext_bucket: where pass attachments are stored, a local folder under the data
 * directory or an S3-compatible store whose secret is written but only ever shown as set or not.
 * Test checks what is stored: the folder writable, or the endpoint URL well formed.
 */
export default function ExtBucketScreen() {
  const { http } = useAppServices();
  return (
    <GateSettingsPage section="bucket" loaded={useQuery(extBucketQuery(http))}>
      {(stored) => <BucketForm key={stored.version} stored={stored} />}
    </GateSettingsPage>
  );
}
