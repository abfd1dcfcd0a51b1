import { useTranslation } from 'react-i18next';
import { basePricePaths } from '../../../shared/screens/areas/inventory-routes';
import { PaneLink } from '../../shell/pane-link';
import * as styles from './price-tools.css';

const tools = [
  'apply-factor',
  'copy-price-list',
  'bulk-actions',
  'by-item',
  'by-price-list',
  'gaps',
  'stats',
  'history',
] as const;

/** The tools over the price grid, each a link (the palette opens them by name too). */
export function PriceToolLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('priceTools.links.label')}>
      <ul className={styles.links}>
        {tools.map((tool) => (
          <li key={tool}>
            <PaneLink href={basePricePaths[tool]}>{t(`priceTools.links.${tool}`)}</PaneLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
