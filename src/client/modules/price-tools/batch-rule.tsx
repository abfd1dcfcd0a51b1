import { useTranslation } from 'react-i18next';
import { type PriceBatch, type PriceChange, priceChangeSchema } from '../../../shared/api/price-batches';
import { formatDateTime } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import * as styles from './price-tools.css';

/** The rule of a change in words: what it does, to what, and how it rounds. */
export function useRuleText() {
  const { t } = useTranslation();
  return (change: PriceChange): string => {
    const rounding =
      change.Rounding === 'none'
        ? t('priceTools.rule.roundNone')
        : t(`priceTools.rule.round.${change.Rounding}`, { step: change.RoundTo });
    if (change.Kind === 'copy')
      return t('priceTools.rule.copy', {
        source: change.SourceList,
        target: change.TargetList,
        factor: change.Factor,
        rounding,
      });
    const selection = change.Selection;
    const parts = [
      selection.PriceList === undefined
        ? t('priceTools.rule.allLists')
        : t('priceTools.rule.list', { list: selection.PriceList }),
      selection.ItmsGrpCod === undefined
        ? undefined
        : t('priceTools.rule.group', { group: selection.ItmsGrpCod }),
      selection.FirmCode === undefined
        ? undefined
        : t('priceTools.rule.manufacturer', { firm: selection.FirmCode }),
      selection.ItemCodes === undefined
        ? undefined
        : t('priceTools.rule.items', { count: selection.ItemCodes.length }),
      selection.Search ? t('priceTools.rule.search', { search: selection.Search }) : undefined,
    ].filter((part) => part !== undefined);
    const what =
      change.Kind === 'factor'
        ? t('priceTools.rule.factor', { factor: change.Factor })
        : t('priceTools.rule.amount', { amount: change.Amount });
    return `${what} · ${parts.join(', ')} · ${rounding}`;
  };
}

/** Who made a batch, when, how many prices, and its rule. */
export function BatchRule({ batch }: { batch: PriceBatch }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const ruleText = useRuleText();
  const rule = priceChangeSchema.safeParse(batch.Rule);
  return (
    <dl className={styles.facts}>
      <dt>{t('priceTools.batch.rule')}</dt>
      <dd>{rule.success ? ruleText(rule.data) : batch.Kind}</dd>
      <dt>{t('priceTools.batch.by')}</dt>
      <dd>
        <bdi>{batch.CreatedBy ?? '—'}</bdi>, {formatDateTime(batch.CreatedAt, language)}
      </dd>
      <dt>{t('priceTools.batch.rows')}</dt>
      <dd>{batch.RowsTotal}</dd>
      {batch.UndoneAt && (
        <>
          <dt>{t('priceTools.batch.undoneBy')}</dt>
          <dd>
            <bdi>{batch.UndoneBy ?? '—'}</bdi>, {formatDateTime(batch.UndoneAt, language)}
          </dd>
        </>
      )}
    </dl>
  );
}
