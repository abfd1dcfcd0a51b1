import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CountSheet,
  type CountSheetItem,
  type CountSheetLine,
  countPlaceKey,
} from '../../../shared/api/inventory-counts';
import { formatNumber } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import * as controls from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { type CountEntries, countDifference, type FoundBin, newBatch, rowsOf } from './count-entries';

interface CountItemRowsProps {
  sheet: CountSheet;
  item: CountSheetItem;
  entries: CountEntries;
  /** The columns of the sheet, which the item's heading spans. */
  columnCount: number;
  onCount(key: string, text: string): void;
  /** The expiry date typed for a batch found that the sheet does not know. */
  onExpiry(key: string, date: string): void;
  onCellKey(event: KeyboardEvent<HTMLInputElement>): void;
  /** The serial or batch being typed or scanned as found, for a serial or batch item. */
  foundText: string;
  onFoundText(text: string): void;
  onFoundKey(event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>): void;
  /** The warehouse's bins (none without bins) and the one chosen for what is found. */
  bins: readonly FoundBin[];
  foundBin: number | undefined;
  onFoundBin(abs: number): void;
}

/**
 * One item of the counting sheet as a row group: a heading (code, name, system total, how it is
 * counted), a row per place whose header and counted cell say which bin, batch or serial it is,
 * and, for a serial or batch item, the field where serials or batches found are typed or scanned,
 * with the bin they were found in for a warehouse with bins.
 */
export function CountItemRows(props: CountItemRowsProps) {
  const { sheet, item, entries, columnCount } = props;
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;

  const placeText = (line: CountSheetLine, found: boolean) => {
    const parts = [
      line.SerialNumber !== null ? t('inventoryCounts.serial', { serial: line.SerialNumber }) : undefined,
      line.BatchNumber !== null ? t('inventoryCounts.batch', { batch: line.BatchNumber }) : undefined,
      line.BinCode !== null ? t('inventoryCounts.bin', { bin: line.BinCode }) : undefined,
      found ? t('inventoryCounts.found') : undefined,
    ].filter((part) => part !== undefined);
    return parts.length ? parts.join(' · ') : t('inventoryCounts.wholeItem');
  };

  const differenceText = (line: CountSheetLine, text: string | undefined) => {
    const difference = countDifference(line.OnHand, text);
    if (difference === undefined) return '';
    if (line.SerialNumber === null) return formatNumber(difference, language);
    if (difference === '-1') return t('inventoryCounts.missing');
    return difference === '1' ? t('inventoryCounts.foundSerial') : t('inventoryCounts.present');
  };

  // The bins of the warehouse, what was found proposed in the default one; Enter on it adds the
  // place when it is the item's only found field (a plain item).
  const binChoice = (label: string, adds: boolean) => (
    <select
      className={controls.input}
      aria-label={label}
      value={props.foundBin ?? ''}
      onChange={(event) => props.onFoundBin(Number(event.target.value))}
      onKeyDown={adds ? props.onFoundKey : undefined}
    >
      {props.bins.map((bin) => (
        <option key={bin.abs} value={bin.abs}>
          {bin.code}
        </option>
      ))}
    </select>
  );

  const heading = [
    item.ItemCode,
    item.ItemName,
    t('inventoryCounts.systemTotal', { quantity: formatNumber(item.OnHand, language) }),
    item.Managed === 'S' ? t('inventoryCounts.bySerial') : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={columnCount} className={page.cell}>
          {heading}
        </th>
      </tr>
      {rowsOf(sheet, entries, item.ItemCode).map((line) => {
        const key = countPlaceKey(line);
        const place = placeText(line, entries.found.includes(line));
        const serial = line.SerialNumber !== null;
        return (
          <tr key={key}>
            <th scope="row" className={page.cell}>
              {place}
            </th>
            <td className={page.cell}>{formatNumber(line.OnHand, language)}</td>
            <td className={page.cell}>
              <input
                className={controls.input}
                inputMode={serial ? 'numeric' : 'decimal'}
                data-count-cell={key}
                aria-label={t(serial ? 'inventoryCounts.presentAt' : 'inventoryCounts.countedAt', {
                  item: item.ItemCode,
                  place,
                })}
                value={entries.counted[key] ?? ''}
                onKeyDown={props.onCellKey}
                onChange={(event) => props.onCount(key, event.target.value)}
              />
            </td>
            <td className={page.cell}>
              {differenceText(line, entries.counted[key])}
              {entries.found.includes(line) && newBatch(sheet, line) && (
                <input
                  type="date"
                  className={controls.input}
                  aria-label={t('inventoryCounts.expiryOf', { item: item.ItemCode, batch: line.BatchNumber })}
                  value={entries.expiry?.[key] ?? ''}
                  onChange={(event) => props.onExpiry(key, event.target.value)}
                />
              )}
            </td>
          </tr>
        );
      })}
      {item.Managed === 'N' && props.bins.length > 0 && (
        <tr>
          <th scope="row" className={page.cell}>
            {t('inventoryCounts.foundPlaceRow')}
          </th>
          <td className={page.cell} colSpan={columnCount - 1}>
            {binChoice(t('inventoryCounts.foundPlaceOf', { item: item.ItemCode }), true)}
          </td>
        </tr>
      )}
      {item.Managed !== 'N' && (
        <tr>
          <th scope="row" className={page.cell}>
            {t(item.Managed === 'S' ? 'inventoryCounts.foundRow' : 'inventoryCounts.foundBatchRow')}
          </th>
          <td className={page.cell} colSpan={columnCount - 1}>
            <input
              className={controls.input}
              data-found={item.ItemCode}
              aria-label={t(
                item.Managed === 'S' ? 'inventoryCounts.foundSerialOf' : 'inventoryCounts.foundBatchOf',
                { item: item.ItemCode },
              )}
              value={props.foundText}
              onKeyDown={props.onFoundKey}
              onChange={(event) => props.onFoundText(event.target.value)}
            />
            {props.bins.length > 0 &&
              binChoice(t('inventoryCounts.foundBinOf', { item: item.ItemCode }), false)}
          </td>
        </tr>
      )}
    </tbody>
  );
}
