import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basePricePaths } from '../../../shared/screens/areas/inventory-routes';
import { ResourceList } from '../../resources/resource-list';
import type { ResourceScreenSet } from '../../resources/resource-screen-map';
import * as form from '../../ui/form-controls.css';
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
  const id = useId();
  const [typed, setTyped] = useState('1');
  const list = /^\d{1,9}$/.test(typed.trim()) ? typed.trim() : '';
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
        <label htmlFor={`${id}-list`} className={form.label}>
          {t('priceTools.fields.PriceList')}
        </label>
        <input
          id={`${id}-list`}
          className={form.input}
          inputMode="numeric"
          dir="ltr"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
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
