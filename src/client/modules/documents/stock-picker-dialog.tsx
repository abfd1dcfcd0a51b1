import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter, RecordRow } from '../../../shared/api/resources';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import * as dialogStyles from '../../resources/list-dialogs.css';
import { choicesQuery, recordQuery } from '../../resources/resource-queries';
import { useAppServices } from '../../shell/app-services';
import { ModalFrame } from '../../ui/modal-frame';
import * as styles from './documents.css';
import type { EditorLine } from './line-editing';
import { BatchSection, BinSection, SerialSection } from './stock-picker-sections';
import { allocationOf, type PickProblems, picksOf } from './stock-picks';

interface StockPickerDialogProps {
  type: DocumentType;
  line: EditorLine;
  /** The line's number as the user counts (1 for the first). */
  lineNumber: number;
  onApply(allocation: LineAllocation | undefined): void;
  onClose(): void;
}

const text = (value: RecordRow[string] | undefined) => (value == null ? '' : String(value));
const rowsOf = (answer: { ResponseData: { data: RecordRow[] } } | undefined) =>
  answer?.ResponseData.data ?? [];

/**
 * The stock picker of a document line (F4 in the lines): the batches (for an issue, those the
 * warehouse holds with the earliest expiry proposed first; for a receipt, new ones with their
 * dates), the serial numbers (typed or scanned, one per unit) and the bins of a bin warehouse.
 * What the item and warehouse do not keep is not asked. Quantities are the line's units.
 */
export function StockPickerDialog({ type, line, lineNumber, onApply, onClose }: StockPickerDialogProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const whs = line.WhsCode ?? '';
  const receiving = type.stock === 'receive';
  const moving = type.stock === 'receive' || type.stock === 'issue';
  const item = useQuery({ ...recordQuery(http, 'items', { key: line.ItemCode }), enabled: moving });
  const warehouse = useQuery({
    ...recordQuery(http, 'warehouses', { key: whs }),
    enabled: moving && whs !== '',
  });
  const batchItem = item.data?.ManBtchNum === 'Y';
  const serialItem = item.data?.ManSerNum === 'Y';
  const binWarehouse = warehouse.data?.BinActivat === 'Y';
  const here: ColumnFilter[] = [
    { field: 'ItemCode', op: 'equals', value: line.ItemCode },
    { field: 'WhsCode', op: 'equals', value: whs },
  ];
  const batches = useQuery({
    ...choicesQuery(http, 'batch-numbers', here),
    enabled: batchItem && !receiving,
  });
  const serials = useQuery({
    ...choicesQuery(http, 'serial-numbers', here),
    enabled: serialItem && !receiving,
  });
  const bins = useQuery({
    ...choicesQuery(http, 'bin-locations', [{ field: 'WhsCode', op: 'equals', value: whs }]),
    enabled: binWarehouse,
  });
  const [picks, setPicks] = useState(() => picksOf(line.allocation));
  const [problems, setProblems] = useState<PickProblems>({});
  const loading = item.isPending || (whs !== '' && warehouse.isPending);
  const held = rowsOf(batches.data).map((row) => ({
    DistNumber: text(row.DistNumber),
    ExpDate: row.ExpDate == null ? null : text(row.ExpDate),
    Quantity: text(row.Quantity),
  }));
  const inStock = receiving ? undefined : new Set(rowsOf(serials.data).map((row) => text(row.DistNumber)));
  const units = Number(line.Quantity);
  const apply = () => {
    const made = allocationOf(picks, line.Quantity);
    setProblems(made.problems);
    if (Object.keys(made.problems).length > 0) return;
    onApply(Object.keys(made.allocation).length > 0 ? made.allocation : undefined);
  };
  const problemText = (problem: string | undefined) =>
    problem && t(`documents.stockPicker.problems.${problem}`, { units: line.Quantity });
  const keepsNothing = !loading && !batchItem && !serialItem && !binWarehouse;

  return (
    <ModalFrame
      title={t('documents.stockPicker.title', { line: lineNumber })}
      description={t('documents.stockPicker.needs', {
        units: line.Quantity,
        item: line.ItemCode,
        warehouse: whs,
      })}
      closeLabel={t('documents.common.close')}
      onClose={onClose}
      placement="side"
    >
      <div className={dialogStyles.form}>
        {!moving && <p className={styles.muted}>{t('documents.stockPicker.notMoving')}</p>}
        {moving && loading && <p role="status">{t('documents.stockPicker.loading')}</p>}
        {moving && keepsNothing && <p className={styles.muted}>{t('documents.stockPicker.nothingToPick')}</p>}
        {batchItem && (
          <BatchSection
            picks={picks.batches}
            held={held}
            receiving={receiving}
            units={line.Quantity}
            onChange={(batches) => setPicks((current) => ({ ...current, batches }))}
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
        {binWarehouse && (
          <BinSection
            bins={rowsOf(bins.data).map((row) => ({
              BinAbsEntry: Number(row.AbsEntry),
              BinCode: text(row.BinCode),
            }))}
            picks={picks.bins}
            onChange={(binPicks) => setPicks((current) => ({ ...current, bins: binPicks }))}
          />
        )}
        {problems.bins && <p className={styles.alert}>{problemText(problems.bins)}</p>}
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
