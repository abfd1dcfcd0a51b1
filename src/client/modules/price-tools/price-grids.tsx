import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basePricePaths } from '../../../shared/screens/areas/inventory-routes';
import { ResourceList } from '../../resources/resource-list';
import type { ResourceScreenSet } from '../../resources/resource-screen-map';
import * as form from '../../ui/form-controls.css';
import { ListNumberField, listNumberOf } from './list-number-field';
import * as styles from './price-tools.css';

const noParams = {};

/** Every base price of every list, edited in place: a typed price is an inline edit the audit keeps. */
const allPrices: ResourceScreenSet = {
  resource: 'item-prices',
  objectId: 'item-prices',
  list: basePricePaths.prices,
  inlineEdit: true,
};

export function BasePricesGrid() {
  const { t } = useTranslation();
  return <ResourceList set={allPrices} params={noParams} heading={t('priceTools.grid.heading')} />;
}

/** One list's prices, the list chosen above the grid (by its number). */
export function PricesOfList() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('1');
  const list = listNumberOf(typed);
  const set: ResourceScreenSet = {
    resource: 'item-prices',
    objectId: 'item-prices',
    list: basePricePaths['by-price-list'],
    inlineEdit: true,
    fixedFilters: () => [{ field: 'PriceList', op: 'equals', value: list }],
  };
  return (
    <div className={styles.stack}>
      <div className={form.field}>
        <ListNumberField value={typed} onChange={setTyped} />
      </div>
      {list && (
        <ResourceList
          key={list}
          set={set}
          params={noParams}
          heading={t('priceTools.grid.ofList', { list })}
        />
      )}
    </div>
  );
}
