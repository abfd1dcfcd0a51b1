import { useTranslation } from 'react-i18next';
import { usePaneOpener } from '../../shell/pane-opener';
import * as buttons from '../../ui/buttons.css';
import { StockReport } from './stock-screen';

/** The alerts the administration defines (src/server/modules/alerts): stock-below-minimum among them. */
const alertDefinitions = '/administration/alerts-management';

/** /inventory/reports/alerts/stock-alerts: the stock rows under their minimum, beside the alerts that watch them. */
export default function StockAlertsScreen() {
  const { t } = useTranslation();
  const open = usePaneOpener();
  return (
    <StockReport
      title={t('inventoryReports.alerts.heading')}
      hint={t('inventoryReports.alerts.hint')}
      belowMinimum
      fileName="stock-alerts"
      extra={
        <p>
          <a
            className={buttons.button}
            href={alertDefinitions}
            onClick={(event) => {
              event.preventDefault();
              open(alertDefinitions, 'focused');
            }}
          >
            {t('inventoryReports.alerts.definitions')}
          </a>
        </p>
      }
    />
  );
}
