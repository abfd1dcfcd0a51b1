import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../api/refusal-text';
import { useAppServices } from '../../shell/app-services';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as table from '../../ui/page-table.css';
import { byItemQuery } from './price-tool-queries';
import * as styles from './price-tools.css';

/** One item's price in every list side by side: an item code typed, then Enter. */
export function PricesByItem() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [itemCode, setItemCode] = useState('');
  const loaded = useQuery(byItemQuery(http, itemCode));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setItemCode(typed.trim());
  };
  return (
    <div className={styles.stack}>
      <search>
        <form className={styles.actions} onSubmit={submit}>
          <label htmlFor={`${id}-item`} className={form.label}>
            {t('priceTools.fields.ItemCode')}
          </label>
          <input
            id={`${id}-item`}
            className={form.input}
            dir="ltr"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className={form.submit}>
            {t('priceTools.byItem.show')}
          </button>
        </form>
      </search>
      {loaded.isError && <p role="alert">{refusalText(loaded.error, t)}</p>}
      {loaded.data && (
        <CaptionedTable
          caption={t('priceTools.byItem.caption', {
            item: `${loaded.data.ItemCode} ${loaded.data.ItemName}`,
          })}
          columns={(['PriceList', 'ListName', 'Price', 'Currency'] as const).map((key) => ({
            key,
            label: t(`priceTools.columns.${key}`),
          }))}
        >
          {loaded.data.data.map((row) => (
            <tr key={row.PriceList}>
              <td className={table.cell}>{row.PriceList}</td>
              <th scope="row" className={table.cell}>
                <bdi>{row.ListName}</bdi>
              </th>
              <td className={table.cell} dir="ltr">
                {row.Price ?? t('priceTools.byItem.none')}
              </td>
              <td className={table.cell}>{row.Currency ?? ''}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </div>
  );
}
