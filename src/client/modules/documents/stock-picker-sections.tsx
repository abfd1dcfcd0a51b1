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
  proposesBins = false,
  onPropose,
}: {
  picks: BatchPick[];
  /** The batches the warehouse holds; undefined while they load (nothing to propose yet). */
  held: HeldBatch[] | undefined;
  receiving: boolean;
  units: string;
  onChange(picks: BatchPick[]): void;
  /**
   * In a bin warehouse the proposal is the batches with their bins (the server's FEFO choice of
   * batch and bin), made by `onPropose`, undefined while the bins' batches load.
   */
  proposesBins?: boolean;
  onPropose?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const put = (index: number, change: Partial<BatchPick>) =>
    onChange(picks.map((pick, at) => (at === index ? { ...pick, ...change } : pick)));
  const heldOf = (name: string) => held?.find((batch) => batch.DistNumber === name);

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
          {(held ?? []).map((batch) => (
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
            disabled={held === undefined || (proposesBins && onPropose === undefined)}
            onClick={() => (onPropose ? onPropose() : onChange(fefoProposal(held ?? [], units)))}
          >
            {t(proposesBins ? 'documents.stockPicker.fefoBins' : 'documents.stockPicker.fefo')}
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

/**
 * A warehouse's bins, each with the quantity the line puts in or takes, and what it holds of the
 * item where the line takes from it (`held`: then only the bins holding some are listed, with
 * those already typed).
 */
export function BinSection({
  title,
  hint,
  bins,
  held,
  picks,
  onChange,
}: {
  title: string;
  hint: string;
  bins: { BinAbsEntry: number; BinCode: string }[];
  held?: ReadonlyMap<number, string>;
  picks: BinPick[];
  onChange(picks: BinPick[]): void;
}) {
  const { t } = useTranslation();
  const quantityOf = (abs: number) => picks.find((pick) => pick.BinAbsEntry === abs)?.Quantity ?? '';
  const put = (abs: number, Quantity: string) =>
    onChange([...picks.filter((pick) => pick.BinAbsEntry !== abs), { BinAbsEntry: abs, Quantity }]);
  const shown = held
    ? bins.filter((bin) => held.has(bin.BinAbsEntry) || quantityOf(bin.BinAbsEntry) !== '')
    : bins;
  return (
    <section aria-label={title} className={dialogStyles.form}>
      <h3 className={dialogStyles.subheading}>{title}</h3>
      <p className={styles.muted}>{hint}</p>
      {held && shown.length === 0 && <p className={styles.muted}>{t('documents.stockPicker.noBinHolds')}</p>}
      {shown.map((bin) => {
        const holds = held?.get(bin.BinAbsEntry);
        return (
          <div key={bin.BinAbsEntry} className={dialogStyles.options}>
            <PickInput
              label={t('documents.stockPicker.binQuantity', { bin: bin.BinCode })}
              dir="ltr"
              inputMode="decimal"
              value={quantityOf(bin.BinAbsEntry)}
              onText={(quantity) => put(bin.BinAbsEntry, quantity)}
            />
            {holds !== undefined && (
              <p className={styles.muted}>{t('documents.stockPicker.held', { quantity: holds })}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
