import type { TFunction } from 'i18next';
import type { DispatchOpenItem, OpenItemDeliveryResult } from '../../../shared/api/dispatch';
import { formatNumber } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import { openItemName } from './open-item-name';
import { isRowSelected, type OpenItemKey, type OpenItemRow } from './open-items-model';

/** What a screen reader hears when Space selects or unselects a delivery, or a whole territory. */
export function selectionAnnouncement(
  t: TFunction,
  language: Language,
  selected: ReadonlySet<OpenItemKey>,
  row: OpenItemRow,
): string {
  const name =
    row.rowKind === 'group'
      ? (row.TerritoryName ?? t('dispatchPlanning.openItems.noTerritory'))
      : openItemName(t, row);
  return t(
    isRowSelected(selected, row)
      ? 'dispatchPlanning.openItems.announceSelected'
      : 'dispatchPlanning.openItems.announceUnselected',
    { name, count: selected.size, number: formatNumber(selected.size, language, 0) },
  );
}

/** What became of the orders, as heard: how many deliveries were made, then each refusal with its reason. */
export function deliveriesAnnouncement(
  t: TFunction,
  language: Language,
  orders: readonly DispatchOpenItem[],
  results: readonly OpenItemDeliveryResult[],
): { made: string; refused: string[] } {
  const made = results.filter((result) => result.DeliveryEntry !== undefined).length;
  const byEntry = new Map(orders.map((order) => [order.DocEntry, order]));
  return {
    made: t('dispatchPlanning.openItems.created', { count: made, number: formatNumber(made, language, 0) }),
    refused: results.flatMap((result) => {
      if (!result.error) return [];
      const order = byEntry.get(result.OrderEntry);
      return [
        t('dispatchPlanning.openItems.refused', {
          order: order ? openItemName(t, order) : String(result.OrderEntry),
          message: result.error.message,
        }),
      ];
    }),
  };
}
