import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceChangeSchema } from '../../../shared/api/price-batches';
import { formatDateTime } from '../../../shared/locale/formatters';
import { priceBatchHref } from '../../../shared/screens/areas/inventory-routes';
import { refusalText } from '../../api/refusal-text';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { useAppServices } from '../../shell/app-services';
import { PaneLink } from '../../shell/pane-link';
import { CaptionedTable } from '../../ui/captioned-table';
import * as table from '../../ui/page-table.css';
import { useRuleText } from './batch-rule';
import { batchesQuery } from './price-tool-queries';

const columns = ['BatchId', 'Rule', 'CreatedBy', 'CreatedAt', 'RowsTotal', 'Status'] as const;

/** Every batch, newest first: who, when, the rule, how many prices, its state; each opens its batch (undo there). */
export function BatchHistory() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const loaded = useQuery(batchesQuery(http));
  const ruleText = useRuleText();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  if (loaded.isError) return <p role="alert">{refusalText(loaded.error, t)}</p>;
  if (!loaded.data) return <p>{t('priceTools.loading')}</p>;
  if (loaded.data.data.length === 0) return <p>{t('priceTools.history.empty')}</p>;
  return (
    <CaptionedTable
      caption={t('priceTools.history.caption', { count: loaded.data.total })}
      columns={columns.map((key) => ({ key, label: t(`priceTools.columns.${key}`) }))}
    >
      {loaded.data.data.map((batch) => {
        const rule = priceChangeSchema.safeParse(batch.Rule);
        return (
          <tr key={batch.BatchId}>
            <th scope="row" className={table.cell}>
              <PaneLink href={priceBatchHref(batch.BatchId)}>{batch.BatchId}</PaneLink>
            </th>
            <td className={table.cell}>{rule.success ? ruleText(rule.data) : batch.Kind}</td>
            <td className={table.cell}>
              <bdi>{batch.CreatedBy ?? '—'}</bdi>
            </td>
            <td className={table.cell}>{formatDateTime(batch.CreatedAt, language)}</td>
            <td className={table.cell}>{batch.RowsTotal}</td>
            <td className={table.cell}>{t(`priceTools.statusName.${batch.Status}`)}</td>
          </tr>
        );
      })}
    </CaptionedTable>
  );
}
