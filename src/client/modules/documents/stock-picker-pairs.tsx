import { useTranslation } from 'react-i18next';
import { Decimal } from '../../../shared/money/decimal';
import * as dialogStyles from '../../resources/list-dialogs.css';
import * as styles from './documents.css';
import type { BinPick, HeldPair } from './stock-picks';

/** One row of the pair section: a batch picked in a bin holding it (or typed there before). */
interface PairRow {
  batch: string;
  bin: number;
  binCode: string;
  holds?: string;
}

/** The rows: each batch picked, in its order, in each bin holding it, then bins typed for it that no longer do. */
function pairRows(pairs: readonly HeldPair[], batches: readonly string[], picks: readonly BinPick[]) {
  const codes = new Map(pairs.map((pair) => [pair.AbsEntry, pair.BinCode ?? String(pair.AbsEntry)]));
  const rows: PairRow[] = [];
  for (const batch of batches) {
    const holding = pairs.filter(
      (pair) => pair.BatchNumber === batch && Decimal.of(pair.OnHandQty || '0').isPositive(),
    );
    for (const pair of holding)
      rows.push({
        batch,
        bin: pair.AbsEntry,
        binCode: codes.get(pair.AbsEntry) ?? '',
        holds: pair.OnHandQty,
      });
    for (const pick of picks)
      if (pick.BatchNumber === batch && !holding.some((pair) => pair.AbsEntry === pick.BinAbsEntry))
        rows.push({
          batch,
          bin: pick.BinAbsEntry,
          binCode: codes.get(pick.BinAbsEntry) ?? String(pick.BinAbsEntry),
        });
  }
  return rows;
}

/**
 * The bins of a batch item in a bin warehouse, for an issue or a transfer's leaving side: stock is
 * kept per batch in each bin (batch_bin_stock), so each row is one batch picked in one bin holding
 * it, with what it holds, and what is typed there names both (the bin linked to its batch).
 */
export function PairSection({
  title,
  pairs,
  batches,
  picks,
  onChange,
}: {
  title: string;
  pairs: readonly HeldPair[];
  /** The batches picked, by number, in the order named. */
  batches: readonly string[];
  picks: BinPick[];
  onChange(picks: BinPick[]): void;
}) {
  const { t } = useTranslation();
  const rows = pairRows(pairs, batches, picks);
  const of = (row: PairRow) => (pick: BinPick) =>
    pick.BinAbsEntry === row.bin && pick.BatchNumber === row.batch;
  const put = (row: PairRow, Quantity: string) =>
    onChange([
      ...picks.filter((pick) => !of(row)(pick)),
      { BinAbsEntry: row.bin, Quantity, BatchNumber: row.batch },
    ]);
  return (
    <section aria-label={title} className={dialogStyles.form}>
      <h3 className={dialogStyles.subheading}>{title}</h3>
      <p className={styles.muted}>{t('documents.stockPicker.pairsHint')}</p>
      {rows.length === 0 && <p className={styles.muted}>{t('documents.stockPicker.noPairHolds')}</p>}
      {rows.map((row) => (
        <div key={`${row.batch}@${row.bin}`} className={dialogStyles.options}>
          <label className={dialogStyles.field}>
            {t('documents.stockPicker.pairQuantity', { batch: row.batch, bin: row.binCode })}
            <input
              className={dialogStyles.input}
              dir="ltr"
              inputMode="decimal"
              value={picks.find(of(row))?.Quantity ?? ''}
              onChange={(event) => put(row, event.target.value)}
            />
          </label>
          {row.holds !== undefined && (
            <p className={styles.muted}>{t('documents.stockPicker.held', { quantity: row.holds })}</p>
          )}
        </div>
      ))}
    </section>
  );
}
