import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ipRangeResource } from '../../../shared/resources/security';
import { HttpError } from '../../api/http-errors';
import { resourceKeys } from '../../resources/resource-queries';
import { useAppServices } from '../../shell/app-services';
import * as form from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { importRowProblems, type RowProblem } from './import-problems';
import { IpConfigLinks } from './ip-config-links';
import * as styles from './security.css';
import { importIpRanges } from './security-queries';

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'refused'; rows: RowProblem[] }
  | { kind: 'alert'; key: string };

/**
 * /administration/ip-config/bulk-import: allowed ranges from a CSV file (a native file input, so
 * the keyboard and screen readers work it as they know) or pasted text. The server checks every
 * row first and imports all or nothing; a refusal lists each wrong row by its number.
 */
export default function IpBulkImportScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const ids = useId();
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (csv.trim() === '') return setOutcome({ kind: 'alert', key: 'security.ipImport.required' });
    setSending(true);
    try {
      const answer = await importIpRanges(http, csv);
      setOutcome({ kind: 'imported', count: answer.imported });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.lists(ipRangeResource.name) });
    } catch (error) {
      const rows = error instanceof HttpError ? importRowProblems(error.body?.fields) : [];
      setOutcome(rows.length ? { kind: 'refused', rows } : { kind: 'alert', key: 'security.failed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('security.ipImport.heading')}</h1>
      <IpConfigLinks />
      <p className={page.intro}>{t('security.ipImport.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label htmlFor={`${ids}-file`} className={form.label}>
            {t('security.ipImport.file')}
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            className={form.input}
            onChange={readFile}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${ids}-text`} className={form.label}>
            {t('security.ipImport.text')}
          </label>
          <textarea
            id={`${ids}-text`}
            dir="ltr"
            className={`${form.input} ${styles.textarea}`}
            value={csv}
            placeholder="user,group,range,description"
            onChange={(event) => setCsv(event.target.value)}
          />
        </div>
        <button type="submit" className={form.submit} aria-disabled={sending}>
          {t('security.ipImport.submit')}
        </button>
      </form>
      <div role="status">
        {outcome?.kind === 'imported' && (
          <p className={form.notice}>{t('security.ipImport.imported', { count: outcome.count })}</p>
        )}
      </div>
      {outcome?.kind === 'alert' && (
        <p role="alert" className={form.alert}>
          {t(outcome.key)}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <div role="alert" className={form.alert}>
          <p>{t('security.ipImport.refused')}</p>
          <ul className={styles.problems}>
            {outcome.rows.map(({ row, problems }) => (
              <li key={row}>
                {t('security.ipImport.row', { row })}:{' '}
                {problems
                  .map(({ column, key }) =>
                    column
                      ? `${column}: ${t(`security.ipImport.problems.${key}`)}`
                      : t(`security.ipImport.problems.${key}`),
                  )
                  .join('; ')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
