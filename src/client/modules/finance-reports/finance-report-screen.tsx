import type { ComponentType } from 'react';
import { type FinanceReport, financeReportPaths } from '../../../shared/screens/areas/finance-routes';
import { routeNameOf } from '../../../shared/screens/route-names';
import { useCurrentRoute } from '../../shell/current-route';
import AccountStatementScreen from './account-statement-screen';
import { CustomerAgingScreen, VendorAgingScreen } from './aging-screen';
import JournalEntriesScreen from './journal-entries-screen';
import JournalEntryScreen from './journal-entry-screen';
import TrialBalanceScreen from './trial-balance-screen';

const screenOf: Record<FinanceReport, ComponentType> = {
  journalEntries: JournalEntriesScreen,
  journalEntry: JournalEntryScreen,
  trialBalance: TrialBalanceScreen,
  customerAging: CustomerAgingScreen,
  vendorAging: VendorAgingScreen,
  statement: AccountStatementScreen,
  partnerStatement: AccountStatementScreen,
};

const byRouteName = new Map<string, ComponentType>(
  Object.entries(financeReportPaths).map(([report, path]) => [
    routeNameOf(path),
    screenOf[report as FinanceReport],
  ]),
);

/** The one screen module behind the finance reports: the route's name says which report. */
export default function FinanceReportScreen() {
  const Report = byRouteName.get(useCurrentRoute().name);
  return Report ? <Report /> : null;
}
