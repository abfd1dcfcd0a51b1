import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { binStockAnswerSchema, reportPageSizeMax } from '../../../shared/api/inventory-reports';
import type { ColumnFilter, RecordRow } from '../../../shared/api/resources';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import { Decimal } from '../../../shared/money/decimal';
import * as dialogStyles from '../../resources/list-dialogs.css';
import { choicesQuery, recordQuery } from '../../resources/resource-queries';
import { useAppServices } from '../../shell/app-services';
import { ModalFrame } from '../../ui/modal-frame';
import * as styles from './documents.css';
import type { EditorLine } from './line-editing';
import { PairSection } from './stock-picker-pairs';
import { BatchSection, BinSection, SerialSection } from './stock-picker-sections';
import { allocationOf, fefoPairProposal, heldInBins, type PickProblems, picksOf } from './stock-picks';

interface StockPickerDialogProps {
  type: DocumentType;
  line: EditorLine;
  /** The line's number as the user counts (1 for the first). */
  lineNumber: number;
  /**
   * Where the line moves stock: `at`, the warehouse whose batches, serials and bins are picked
   * (a transfer's: the one the stock leaves), and a transfer's `into`, the one it enters.
   */
  places: { at: string; into?: string };
  onApply(allocation: LineAllocation | undefined): void;
  onClose(): void;
}

const text = (value: RecordRow[string] | undefined) => (value == null ? '' : String(value));
const rowsOf = (answer: { ResponseData: { data: RecordRow[] } } | undefined) =>
  answer?.ResponseData.data ?? [];
const binsOf = (answer: { ResponseData: { data: RecordRow[] } } | undefined) =>
  rowsOf(answer).map((row) => ({ BinAbsEntry: Number(row.AbsEntry), BinCode: text(row.BinCode) }));

/**
 * The stock picker of a document line (F4 in the lines): the batches (for an issue or a transfer,
 * those the warehouse the stock leaves holds, the earliest expiry proposed first; for a receipt,
 * new ones with their dates), the serial numbers (typed or scanned, one per unit) and the bins of
 * a bin warehouse; a transfer into a bin warehouse also asks the bin the stock enters, its
 * default bin proposed. What the item and warehouses do not keep is not asked. Quantities are
 * the line's units.
 */
export function StockPickerDialog({
  type,
  line,
  lineNumber,
  places,
  onApply,
  onClose,
}: StockPickerDialogProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const whs = places.at;
  const into = places.into ?? '';
  const transfer = type.stock === 'transfer';
  const receiving = type.stock === 'receive';
  const moving = receiving || type.stock === 'issue' || transfer;
  const item = useQuery({ ...recordQuery(http, 'items', { key: line.ItemCode }), enabled: moving });
  const warehouseOf = (whsCode: string, enabled: boolean) => ({
    ...recordQuery(http, 'warehouses', { key: whsCode }),
    enabled: enabled && whsCode !== '',
  });
  const warehouse = useQuery(warehouseOf(whs, moving));
  const toWarehouse = useQuery(warehouseOf(into, transfer));
  // A transfer into the warehouse it leaves moves stock between two of its bins: its batches move
  // with it (named, or FEFO), serial-managed items are not moved this way.
  const withinWarehouse = transfer && into === whs;
  const batchItem = item.data?.ManBtchNum === 'Y';
  const serialItem = item.data?.ManSerNum === 'Y' && !withinWarehouse;
  const binWarehouse = warehouse.data?.BinActivat === 'Y';
  const binDestination = transfer && toWarehouse.data?.BinActivat === 'Y';
  const here: ColumnFilter[] = [
    { field: 'ItemCode', op: 'equals', value: line.ItemCode },
    { field: 'WhsCode', op: 'equals', value: whs },
  ];
  const choices = (resource: string, filters: ColumnFilter[], enabled: boolean) => ({
    ...choicesQuery(http, resource, filters),
    enabled,
  });
  const binsIn = (whsCode: string): ColumnFilter[] => [{ field: 'WhsCode', op: 'equals', value: whsCode }];
  const batches = useQuery(choices('batch-numbers', here, batchItem && !receiving));
  const serials = useQuery(choices('serial-numbers', here, serialItem && !receiving));
  const bins = useQuery(choices('bin-locations', binsIn(whs), binWarehouse));
  // What each bin of the warehouse the stock leaves holds of the item: an issue takes from those.
  const binStock = useQuery(choices('bin-stock', here, binWarehouse && !receiving));
  // A batch item's batches in each bin (the bin report's rows): the bins show what they hold of the batches picked.
  const pairsWanted = batchItem && binWarehouse && !receiving;
  const pairs = useQuery({
    queryKey: ['stock-picker-pairs', line.ItemCode, whs],
    queryFn: ({ signal }) =>
      http.get('inventory/reports/bin-stock', {
        schema: binStockAnswerSchema,
        query: { ItemCode: line.ItemCode, WhsCode: whs, per_page: reportPageSizeMax, count: '0' },
        signal,
      }),
    enabled: pairsWanted,
  });
  const toBins = useQuery(choices('bin-locations', binsIn(into), binDestination));
  const [picks, setPicks] = useState(() => picksOf(line.allocation));
  const [problems, setProblems] = useState<PickProblems>({});
  const loading =
    item.isPending ||
    (whs !== '' && warehouse.isPending) ||
    (transfer && into !== '' && toWarehouse.isPending);
  const held =
    batches.data &&
    rowsOf(batches.data).map((row) => ({
      DistNumber: text(row.DistNumber),
      ExpDate: row.ExpDate == null ? null : text(row.ExpDate),
      InDate: row.InDate == null ? null : text(row.InDate),
      BatchAbs: Number(row.BatchAbs ?? 0),
      Quantity: text(row.Quantity),
    }));
  const inStock = receiving ? undefined : new Set(rowsOf(serials.data).map((row) => text(row.DistNumber)));
  const heldInBin = receiving
    ? undefined
    : pairsWanted && pairs.data
      ? heldInBins(pairs.data.ResponseData.data, picks.batches)
      : new Map(
          rowsOf(binStock.data).map((row) => [
            Number(row.BinAbs),
            Decimal.of(text(row.OnHandQty) || '0').toString(),
          ]),
        );
  // Until the user types a receiving bin, the warehouse's default bin takes the whole line.
  const defaultBin = toWarehouse.data?.DftBinAbs;
  const toBinPicks =
    picks.toBins ??
    (typeof defaultBin === 'number' ? [{ BinAbsEntry: defaultBin, Quantity: line.Quantity }] : []);
  // Once batches are picked, a batch item's bins are picked per batch (pairs): each row names both.
  const pairRows = pairsWanted ? pairs.data?.ResponseData.data : undefined;
  const batchesNamed = picks.batches.map((pick) => pick.BatchNumber.trim()).filter((name) => name !== '');
  const byPair = pairRows !== undefined && batchesNamed.length > 0;
  const binPicks = picks.bins.filter((pick) =>
    byPair
      ? pick.BatchNumber !== undefined && batchesNamed.includes(pick.BatchNumber)
      : pick.BatchNumber === undefined,
  );
  const fromDefaultBin = warehouse.data?.DftBinAbs;
  const proposeWithBins =
    pairRows &&
    (() =>
      setPicks((current) => ({
        ...current,
        ...fefoPairProposal(
          pairRows,
          line.Quantity,
          typeof fromDefaultBin === 'number' ? fromDefaultBin : null,
        ),
      })));
  const units = Number(line.Quantity);
  const apply = () => {
    const made = allocationOf(
      { ...picks, bins: binPicks, toBins: binDestination ? toBinPicks : [] },
      line.Quantity,
      transfer,
    );
    setProblems(made.problems);
    if (Object.keys(made.problems).length > 0) return;
    onApply(Object.keys(made.allocation).length > 0 ? made.allocation : undefined);
  };
  const problemText = (problem: string | undefined) =>
    problem && t(`documents.stockPicker.problems.${problem}`, { units: line.Quantity });
  const fromBinsTitle = transfer
    ? t('documents.stockPicker.binsFrom', { warehouse: whs })
    : t('documents.stockPicker.bins');
  const keepsNothing = !loading && !batchItem && !serialItem && !binWarehouse && !binDestination;

  return (
    <ModalFrame
      title={t('documents.stockPicker.title', { line: lineNumber })}
      description={
        transfer
          ? t('documents.stockPicker.needsTransfer', {
              units: line.Quantity,
              item: line.ItemCode,
              from: whs,
              to: into,
            })
          : t('documents.stockPicker.needs', { units: line.Quantity, item: line.ItemCode, warehouse: whs })
      }
      closeLabel={t('documents.common.close')}
      onClose={onClose}
      placement="side"
    >
      <div className={dialogStyles.form}>
        {!moving && <p className={styles.muted}>{t('documents.stockPicker.notMoving')}</p>}
        {moving && loading && <p role="status">{t('documents.stockPicker.loading')}</p>}
        {moving && keepsNothing && <p className={styles.muted}>{t('documents.stockPicker.nothingToPick')}</p>}
        {withinWarehouse && (
          <p className={styles.muted}>{t('documents.stockPicker.withinWarehouse', { warehouse: whs })}</p>
        )}
        {batchItem && (
          <BatchSection
            picks={picks.batches}
            held={held}
            receiving={receiving}
            units={line.Quantity}
            onChange={(batches) => setPicks((current) => ({ ...current, batches }))}
            proposesBins={pairsWanted}
            onPropose={proposeWithBins || undefined}
          />
        )}
        {problems.batches && <p className={styles.alert}>{problemText(problems.batches)}</p>}
        {serialItem && (
          <SerialSection
            serials={picks.serials}
            units={Number.isFinite(units) ? units : 0}
            inStock={inStock}
            onChange={(serialList) => setPicks((current) => ({ ...current, serials: serialList }))}
          />
        )}
        {problems.serials && <p className={styles.alert}>{problemText(problems.serials)}</p>}
        {binWarehouse && byPair && (
          <PairSection
            title={fromBinsTitle}
            pairs={pairRows}
            batches={batchesNamed}
            picks={binPicks}
            onChange={(pairPicks) => setPicks((current) => ({ ...current, bins: pairPicks }))}
          />
        )}
        {binWarehouse && !byPair && (
          <BinSection
            title={fromBinsTitle}
            hint={t(transfer ? 'documents.stockPicker.binsFromHint' : 'documents.stockPicker.binsHint')}
            bins={binsOf(bins.data)}
            held={heldInBin}
            picks={binPicks}
            onChange={(plain) => setPicks((current) => ({ ...current, bins: plain }))}
          />
        )}
        {problems.bins && <p className={styles.alert}>{problemText(problems.bins)}</p>}
        {binDestination && (
          <BinSection
            title={t('documents.stockPicker.binsTo', { warehouse: into })}
            hint={t('documents.stockPicker.binsToHint')}
            bins={binsOf(toBins.data)}
            picks={toBinPicks}
            onChange={(binPicks) => setPicks((current) => ({ ...current, toBins: binPicks }))}
          />
        )}
        {problems.toBins && <p className={styles.alert}>{problemText(problems.toBins)}</p>}
        <div className={dialogStyles.actions}>
          <button
            type="button"
            className={dialogStyles.primary}
            onClick={apply}
            disabled={!moving || keepsNothing}
          >
            {t('documents.stockPicker.apply')}
          </button>
          <button type="button" className={dialogStyles.secondary} onClick={() => onApply(undefined)}>
            {t('documents.stockPicker.clear')}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
