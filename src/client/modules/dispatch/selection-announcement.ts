import type { TFunction } from 'i18next';
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
