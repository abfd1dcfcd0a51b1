import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, type MoneyOptions } from '../../../shared/locale/formatters';
import * as styles from './dashboard.css';
import type { KpiGroup } from './dashboard-cards';

/** A group of KPI cards under its heading; each card is named by a link to its list. */
export function KpiGroupSection({ group, money }: { group: KpiGroup; money: MoneyOptions }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {t(group.headingKey)}
      </h2>
      {/* An unstyled list loses its role in Safari: say it. */}
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style none drops the implicit role in WebKit */}
      <ul role="list" className={styles.cards}>
        {group.cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <h3 className={styles.cardName}>
              <Link to={card.to} className={styles.cardLink}>
                {t(card.nameKey)}
              </Link>
            </h3>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{t(group.countKey)}</dt>
                <dd>{formatNumber(card.count, money.language)}</dd>
              </div>
              {card.total !== undefined && (
                <div className={styles.fact}>
                  <dt>{t('pages.dashboard.openTotal')}</dt>
                  <dd>
                    <bdi>{formatMoney(card.total, money)}</bdi>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
