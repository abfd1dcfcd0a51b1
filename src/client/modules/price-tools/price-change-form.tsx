import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PricePreview,
  priceRoundingMethods,
  priceRoundingSteps,
} from '../../../shared/api/price-batches';
import { refusalText } from '../../api/refusal-text';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as table from '../../ui/page-table.css';
import { ariaKeyShortcuts } from '../../ui/shortcut-label';
import { BatchProgress } from './batch-progress';
import { type ChangeDraft, changeOfDraft, emptyDraft } from './change-draft';
import { applyChange, previewChange, priceToolKeys } from './price-tool-queries';
import * as styles from './price-tools.css';

export type ChangeFormKind = 'factor' | 'copy' | 'bulk';

type TextField = Exclude<keyof ChangeDraft, 'mode'>;

/**
 * A bulk change of base prices: its selection and rule, Preview (how many prices, a sample old ->
 * new), then Apply, which starts the batch on the server and follows it with a progress bar and
 * Undo. Changing the form after a preview asks for a new one before Apply.
 */
export function PriceChangeForm({ kind }: { kind: ChangeFormKind }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ChangeDraft>(emptyDraft(kind === 'copy' ? 'copy' : 'factor'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<PricePreview>();
  const [failed, setFailed] = useState<string>();
  const [batchId, setBatchId] = useState<number>();
  const previewKeys = bindingById('price-preview').keys;
  const applyKeys = bindingById('price-apply').keys;

  const change = (field: keyof ChangeDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setPreview(undefined);
  };
  const checked = () => {
    const result = changeOfDraft(draft);
    setErrors(result.errors ?? {});
    return result.change;
  };
  const runPreview = async () => {
    const body = checked();
    if (!body) return;
    try {
      setPreview(await previewChange(http, body));
      setFailed(undefined);
    } catch (error) {
      setFailed(refusalText(error, t));
    }
  };
  const runApply = async () => {
    const body = checked();
    if (!body || !preview) return;
    try {
      const batch = await applyChange(http, body);
      queryClient.setQueryData(priceToolKeys.batch(batch.BatchId), batch);
      await queryClient.invalidateQueries({ queryKey: priceToolKeys.batches(), exact: true });
      setBatchId(batch.BatchId);
      setPreview(undefined);
      setFailed(undefined);
    } catch (error) {
      setFailed(refusalText(error, t));
    }
  };
  useKeyBinding('price-preview', () => void runPreview(), { within: formRef });
  useKeyBinding('price-apply', () => void runApply(), { within: formRef, enabled: preview !== undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void runPreview();
  };

  const input = (
    field: TextField,
    options: { inputMode?: 'decimal' | 'numeric'; multiline?: boolean } = {},
  ) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    const props = {
      id: fieldId,
      className: form.input,
      value: draft[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    };
    return (
      <div className={form.field} key={field}>
        <label htmlFor={fieldId} className={form.label}>
          {t(`priceTools.fields.${field}`)}
        </label>
        {options.multiline ? (
          <textarea {...props} rows={4} onChange={(event) => change(field, event.target.value)} />
        ) : (
          <input
            {...props}
            inputMode={options.inputMode}
            dir={options.inputMode ? 'ltr' : undefined}
            onChange={(event) => change(field, event.target.value)}
          />
        )}
        {error && (
          <span id={`${fieldId}-error`} className={form.fieldError}>
            {error}
          </span>
        )}
      </div>
    );
  };
  const select = (field: 'Rounding' | 'RoundTo' | 'mode', options: readonly string[]) => (
    <div className={form.field} key={field}>
      <label htmlFor={`${id}-${field}`} className={form.label}>
        {t(`priceTools.fields.${field}`)}
      </label>
      <select
        id={`${id}-${field}`}
        className={form.input}
        value={draft[field]}
        onChange={(event) => change(field, event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {field === 'RoundTo' ? option : t(`priceTools.options.${field}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.stack}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {kind === 'copy' ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('priceTools.form.lists')}</legend>
            {input('SourceList', { inputMode: 'numeric' })}
            {input('TargetList', { inputMode: 'numeric' })}
          </fieldset>
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('priceTools.form.selection')}</legend>
            {input('PriceList', { inputMode: 'numeric' })}
            {input('ItmsGrpCod', { inputMode: 'numeric' })}
            {input('FirmCode', { inputMode: 'numeric' })}
            {input('Search')}
            {kind === 'bulk' && input('ItemCodes', { multiline: true })}
          </fieldset>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('priceTools.form.rule')}</legend>
          {kind !== 'copy' && select('mode', ['factor', 'amount'])}
          {draft.mode === 'amount'
            ? input('Amount', { inputMode: 'decimal' })
            : input('Factor', { inputMode: 'decimal' })}
          {select('Rounding', priceRoundingMethods)}
          {draft.Rounding !== 'none' && select('RoundTo', priceRoundingSteps)}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={form.submit} aria-keyshortcuts={ariaKeyShortcuts(previewKeys)}>
            {t('priceTools.form.preview')} <KeyCombination keys={previewKeys} />
          </button>
          <button
            type="button"
            className={form.submit}
            aria-disabled={preview === undefined}
            aria-keyshortcuts={ariaKeyShortcuts(applyKeys)}
            onClick={() => void runApply()}
          >
            {t('priceTools.form.apply')} <KeyCombination keys={applyKeys} />
          </button>
        </div>
      </form>
      {failed && (
        <p role="alert" className={form.alert}>
          {failed}
        </p>
      )}
      {preview && <PreviewTable preview={preview} />}
      {batchId !== undefined && <BatchProgress batchId={batchId} />}
    </div>
  );
}

function PreviewTable({ preview }: { preview: PricePreview }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('priceTools.preview.heading')}>
      <p role="status">
        {t('priceTools.preview.summary', {
          rows: preview.Rows,
          created: preview.Created,
          unchanged: preview.Unchanged,
        })}
      </p>
      <CaptionedTable
        caption={t('priceTools.preview.caption')}
        columns={(['PriceList', 'ItemCode', 'ItemName', 'OldPrice', 'NewPrice'] as const).map((key) => ({
          key,
          label: t(`priceTools.columns.${key}`),
        }))}
      >
        {preview.Sample.map((row) => (
          <tr key={`${row.PriceList}/${row.ItemCode}`}>
            <td className={table.cell}>{row.PriceList}</td>
            <th scope="row" className={table.cell}>
              <bdi>{row.ItemCode}</bdi>
            </th>
            <td className={table.cell}>
              <bdi>{row.ItemName ?? ''}</bdi>
            </td>
            <td className={table.cell} dir="ltr">
              {row.OldPrice ?? '—'}
            </td>
            <td className={table.cell} dir="ltr">
              {row.NewPrice}
            </td>
          </tr>
        ))}
      </CaptionedTable>
    </section>
  );
}
