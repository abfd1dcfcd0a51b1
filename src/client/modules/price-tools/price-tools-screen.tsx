import { useTranslation } from 'react-i18next';
import type { BasePriceScreen } from '../../../shared/screens/areas/inventory-routes';
import { useCurrentRoute } from '../../shell/current-route';
import * as page from '../../ui/page-table.css';
import { BatchHistory } from './batch-history';
import { BatchProgress } from './batch-progress';
import { PriceChangeForm } from './price-change-form';
import { PriceGaps } from './price-gaps';
import { BasePricesGrid, PricesOfList } from './price-grids';
import { PriceStats } from './price-stats';
import { PriceToolLinks } from './price-tool-links';
import { priceToolScreenOf } from './price-tool-paths';
import { PricesByItem } from './prices-by-item';

/** The heading key of each screen (priceTools.screens.<key>). */
const headingOf: Record<BasePriceScreen, string> = {
  prices: 'prices',
  batch: 'batch',
  create: 'applyFactor',
  'apply-factor': 'applyFactor',
  'copy-price-list': 'copyPriceList',
  'bulk-actions': 'bulkActions',
  'by-item': 'byItem',
  'by-price-list': 'byPriceList',
  gaps: 'gaps',
  stats: 'stats',
  history: 'history',
  'history-batch': 'batch',
  'history-create': 'applyFactor',
  'item-prices': 'byItem',
};

function ScreenBody({ screen, id }: { screen: BasePriceScreen; id: string | undefined }) {
  switch (screen) {
    case 'prices':
      return (
        <>
          <PriceToolLinks />
          <BasePricesGrid />
        </>
      );
    case 'batch':
    case 'history-batch':
      return <BatchProgress key={id} batchId={Number(id)} />;
    case 'create':
    case 'apply-factor':
    case 'history-create':
      return <PriceChangeForm kind="factor" />;
    case 'copy-price-list':
      return <PriceChangeForm kind="copy" />;
    case 'bulk-actions':
      return <PriceChangeForm kind="bulk" />;
    case 'by-item':
    case 'item-prices':
      return <PricesByItem />;
    case 'by-price-list':
      return <PricesOfList />;
    case 'gaps':
      return <PriceGaps />;
    case 'stats':
      return <PriceStats />;
    case 'history':
      return <BatchHistory />;
  }
}

/**
 * The one screen module of the base price tools (issue 26): the route's name says which screen
 * it shows, under its heading and a line on what it does.
 */
export default function PriceToolsScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const screen = priceToolScreenOf(route.name);
  if (!screen) return null;
  const key = headingOf[screen];
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t(`priceTools.screens.${key}.heading`, { id: route.params.id })}</h1>
      <p className={page.intro}>{t(`priceTools.screens.${key}.intro`)}</p>
      <ScreenBody screen={screen} id={route.params.id} />
    </div>
  );
}
