import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import type { CountSheet, CountSheetItem } from '../../../shared/api/inventory-counts';
import { choicesQuery } from '../../resources/resource-queries';
import { useAppServices } from '../../shell/app-services';
import { addFound, type CountEntries, type FoundBin } from './count-entries';

interface FoundFieldsOptions {
  sheet: CountSheet | undefined;
  entries: CountEntries;
  setEntries(entries: CountEntries): void;
  /** Enter in an empty field: on down the sheet. */
  moveDown(from: HTMLInputElement): void;
  /** A batch added or already on the sheet: its counted cell takes the focus. */
  focusCell(key: string): void;
  /** A serial found twice for one item, or undefined once one is added. */
  refuse(refusal: { serial: string; item: string } | undefined): void;
}

/**
 * The "found" fields of a counting sheet's items: the serial or batch typed or scanned, the bin
 * chosen (the warehouse's default bin unless another is chosen), and Enter, which adds what was
 * found (addFound) and stays for the next scan of a serial or goes to the count of a batch or bin.
 */
export function useFoundFields({
  sheet,
  entries,
  setEntries,
  moveDown,
  focusCell,
  refuse,
}: FoundFieldsOptions) {
  const { http } = useAppServices();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const binsQuery = useQuery({
    ...choicesQuery(http, 'bin-locations', [{ field: 'WhsCode', op: 'equals', value: sheet?.WhsCode ?? '' }]),
    enabled: sheet?.Bins === true,
  });
  const bins: FoundBin[] = sheet?.Bins
    ? (binsQuery.data?.ResponseData.data ?? []).map((row) => ({
        abs: Number(row.AbsEntry),
        code: String(row.BinCode ?? ''),
      }))
    : [];
  const binOf = (itemCode: string) => chosen[itemCode] ?? sheet?.DftBinAbs ?? undefined;

  const onKey = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>, item: CountSheetItem) => {
    if (event.key !== 'Enter' || !sheet) return;
    event.preventDefault();
    const text = texts[item.ItemCode] ?? '';
    const found = addFound(
      sheet,
      entries,
      item,
      text,
      bins.find((bin) => bin.abs === binOf(item.ItemCode)),
    );
    if (found.kind === 'blank') {
      if (event.currentTarget instanceof HTMLInputElement) moveDown(event.currentTarget);
      return;
    }
    if (found.kind === 'duplicate') return refuse({ serial: text.trim(), item: item.ItemCode });
    setTexts({ ...texts, [item.ItemCode]: '' });
    refuse(undefined);
    if (found.kind !== 'listed') setEntries(found.entries);
    if (item.Managed !== 'S') focusCell(found.key);
  };

  return {
    reset: () => {
      setTexts({});
      setChosen({});
    },
    fieldsOf: (item: CountSheetItem) => ({
      bins,
      foundText: texts[item.ItemCode] ?? '',
      onFoundText: (text: string) => setTexts({ ...texts, [item.ItemCode]: text }),
      onFoundKey: (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => onKey(event, item),
      foundBin: binOf(item.ItemCode),
      onFoundBin: (abs: number) => setChosen({ ...chosen, [item.ItemCode]: abs }),
    }),
  };
}
