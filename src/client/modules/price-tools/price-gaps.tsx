import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../api/refusal-text';
import { useAppServices } from '../../shell/app-services';
import { CaptionedTable } from '../../ui/captioned-table';
import * as form from '../../ui/form-controls.css';
import * as table from '../../ui/page-table.css';
import { ListNumberField, listNumberOf } from './list-number-field';
import { gapsQuery } from './price-tool-queries';
import * as styles from './price-tools.css';

const pageRows = 100;

/** The active items a list has no price for, a hundred at a time. */
export function PriceGaps() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [typed, setTyped] = useState('1');
  const [list, setList] = useState(0);
  const [offset, setOffset] = useState(0);
  const loaded = useQuery(gapsQuery(http, list, offset));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setList(Number(listNumberOf(typed) || 0));
    setOffset(0);
  };
  const total = loaded.data?.total ?? 0;
  return (
    <div className={styles.stack}>
      <search>
        <form className={styles.actions} onSubmit={submit}>
          <ListNumberField value={typed} onChange={setTyped} />
          <button type="submit" className={form.submit}>
            {t('priceTools.gaps.show')}
          </button>
        </form>
      </search>
      {loaded.isError && <p role="alert">{refusalText(loaded.error, t)}</p>}
      {loaded.data &&
        (total === 0 ? (
          <p role="status">{t('priceTools.gaps.none', { list })}</p>
        ) : (
          <>
            <CaptionedTable
              caption={t('priceTools.gaps.caption', { list, count: total })}
              columns={(['ItemCode', 'ItemName', 'ItmsGrpCod'] as const).map((key) => ({
                key,
                label: t(`priceTools.columns.${key}`),
              }))}
            >
              {loaded.data.data.map((row) => (
                <tr key={row.ItemCode}>
                  <th scope="row" className={table.cell}>
                    <bdi>{row.ItemCode}</bdi>
                  </th>
                  <td className={table.cell}>
                    <bdi>{row.ItemName}</bdi>
                  </td>
                  <td className={table.cell}>{row.ItmsGrpCod ?? ''}</td>
                </tr>
              ))}
            </CaptionedTable>
            <div className={styles.actions}>
              <button
                type="button"
                className={form.submit}
                aria-disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - pageRows))}
              >
                {t('priceTools.gaps.previous')}
              </button>
              <button
                type="button"
                className={form.submit}
                aria-disabled={offset + pageRows >= total}
                onClick={() => offset + pageRows < total && setOffset(offset + pageRows)}
              >
                {t('priceTools.gaps.next')}
              </button>
            </div>
          </>
        ))}
    </div>
  );
}
