import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as dialogStyles from '../../resources/list-dialogs.css';
import * as styles from './documents.css';
import {
  addSerial,
  type BatchPick,
  type BinPick,
  emptyBatchPick,
  fefoProposal,
  type HeldBatch,
} from './stock-picks';

/** A labelled input of the picker, its text changed in place. */
function PickInput({
  label,
  value,
  onText,
  ...input
}: { label: string; value: string; onText(text: string): void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'dir' | 'inputMode' | 'list'
>) {
  return (
    <label className={dialogStyles.field}>
      {label}
      <input
        {...input}
        className={dialogStyles.input}
        value={value}
        onChange={(event) => onText(event.target.value)}
      />
    </label>
  );
}

/** The batch rows: for an issue the batches held (FEFO proposed), for a receipt the batches typed. */
export function BatchSection({
  picks,
  held,
  receiving,
  units,
  onChange,
}: {
  picks: BatchPick[];
  held: HeldBatch[];
  receiving: boolean;
  units: string;
  onChange(picks: BatchPick[]): void;
}) {
  const { t } = useTranslation();
  const put = (index: number, change: Partial<BatchPick>) =>
    onChange(picks.map((pick, at) => (at === index ? { ...pick, ...change } : pick)));
  const heldOf = (name: string) => held.find((batch) => batch.DistNumber === name);
  return (
    <section aria-label={t('documents.stockPicker.batches')} className={dialogStyles.form}>
      <h3 className={dialogStyles.subheading}>{t('documents.stockPicker.batches')}</h3>
      <p className={styles.muted}>{t('documents.stockPicker.batchesHint')}</p>
      {picks.map((pick, index) => {
        const known = heldOf(pick.BatchNumber);
        const name = pick.BatchNumber || String(index + 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are typed in place; a number may repeat while typed.
          <div key={index} className={dialogStyles.options}>
            <PickInput
              label={t('fields.BatchNumber')}
              dir="ltr"
              list={receiving ? undefined : 'stock-picker-batches'}
              value={pick.BatchNumber}
              onText={(BatchNumber) => put(index, { BatchNumber })}
            />
            <PickInput
              label={t('fields.Quantity')}
              dir="ltr"
              inputMode="decimal"
              value={pick.Quantity}
              onText={(Quantity) => put(index, { Quantity })}
            />
            {receiving ? (
              <>
                <PickInput
                  label={t('fields.ExpDate')}
                  type="date"
                  value={pick.ExpiryDate}
                  onText={(ExpiryDate) => put(index, { ExpiryDate })}
                />
                <PickInput
                  label={t('fields.MnfDate')}
                  type="date"
                  value={pick.ManufacturingDate}
                  onText={(ManufacturingDate) => put(index, { ManufacturingDate })}
                />
              </>
            ) : (
              known && (
                <p className={styles.muted}>
                  {t('documents.stockPicker.held', { quantity: known.Quantity })} ·{' '}
                  {known.ExpDate
                    ? t('documents.stockPicker.expires', { date: known.ExpDate })
                    : t('documents.stockPicker.noExpiry')}
                </p>
              )
            )}
            <button
              type="button"
              className={dialogStyles.secondary}
              onClick={() => onChange(picks.filter((_, at) => at !== index))}
            >
              {t('documents.stockPicker.removeBatch', { number: name })}
            </button>
          </div>
        );
      })}
      {!receiving && (
        <datalist id="stock-picker-batches">
          {held.map((batch) => (
            <option key={batch.DistNumber} value={batch.DistNumber} />
          ))}
        </datalist>
      )}
      <div className={dialogStyles.actions}>
        <button
          type="button"
          className={dialogStyles.secondary}
          onClick={() => onChange([...picks, emptyBatchPick()])}
        >
          {t('documents.stockPicker.addBatch')}
        </button>
        {!receiving && (
          <button
            type="button"
            className={dialogStyles.secondary}
            onClick={() => onChange(fefoProposal(held, units))}
          >
            {t('documents.stockPicker.fefo')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The serials: typed or scanned one after the other (a scanner ends each with Enter). */
export function SerialSection({
  serials,
  units,
  inStock,
  onChange,
}: {
  serials: string[];
  units: number;
  inStock?: ReadonlySet<string>;
  onChange(serials: string[]): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const take = () => {
    if (text.trim() === '') return;
    const entry = addSerial(serials, text, { units, inStock });
    if (entry.ok) {
      onChange(entry.serials);
      setText('');
      setProblem(undefined);
    } else setProblem(t(`documents.stockPicker.problems.${entry.problem}`));
  };
  return (
    <section aria-label={t('documents.stockPicker.serials')} className={dialogStyles.form}>
      <h3 className={dialogStyles.subheading}>{t('documents.stockPicker.serials')}</h3>
      <label className={dialogStyles.field}>
        {t('documents.stockPicker.serialInput')}
        <input
          className={dialogStyles.input}
          dir="ltr"
          value={text}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            take();
          }}
        />
      </label>
      {problem && <p className={styles.alert}>{problem}</p>}
      <p role="status" className={styles.muted}>
        {t('documents.stockPicker.serialCount', { count: serials.length, units })}
      </p>
      <ul className={dialogStyles.columnList}>
        {serials.map((serial) => (
          <li key={serial} className={dialogStyles.columnItem}>
            <span dir="ltr" className={dialogStyles.filterText}>
              {serial}
            </span>
            <button
              type="button"
              className={dialogStyles.secondary}
              onClick={() => onChange(serials.filter((other) => other !== serial))}
            >
              {t('documents.stockPicker.removeSerial', { serial })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The warehouse's bins, each with the quantity the line puts in or takes. */
export function BinSection({
  bins,
  picks,
  onChange,
}: {
  bins: { BinAbsEntry: number; BinCode: string }[];
  picks: BinPick[];
  onChange(picks: BinPick[]): void;
}) {
  const { t } = useTranslation();
  const quantityOf = (abs: number) => picks.find((pick) => pick.BinAbsEntry === abs)?.Quantity ?? '';
  const put = (abs: number, Quantity: string) =>
    onChange([...picks.filter((pick) => pick.BinAbsEntry !== abs), { BinAbsEntry: abs, Quantity }]);
  return (
    <section aria-label={t('documents.stockPicker.bins')} className={dialogStyles.form}>
      <h3 className={dialogStyles.subheading}>{t('documents.stockPicker.bins')}</h3>
      <p className={styles.muted}>{t('documents.stockPicker.binsHint')}</p>
      {bins.map((bin) => (
        <PickInput
          key={bin.BinAbsEntry}
          label={t('documents.stockPicker.binQuantity', { bin: bin.BinCode })}
          dir="ltr"
          inputMode="decimal"
          value={quantityOf(bin.BinAbsEntry)}
          onText={(quantity) => put(bin.BinAbsEntry, quantity)}
        />
      ))}
    </section>
  );
}
