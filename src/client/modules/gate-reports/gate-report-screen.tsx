import type { ComponentType } from 'react';
import { type GateReport, gateReportPaths } from '../../../shared/screens/areas/gate-pass-routes';
import { routeNameOf } from '../../../shared/screens/route-names';
import { useCurrentRoute } from '../../shell/current-route';
import BcpScreen from './bcp-screen';
import DuplicateLogsScreen from './duplicate-logs-screen';
import NotExistingScreen from './not-existing-screen';
import PassReportScreen from './pass-report-screen';
import ScanLogsScreen from './scan-logs-screen';

const screenOf: Record<GateReport, ComponentType> = {
  bcp: BcpScreen,
  document: PassReportScreen,
  duplicateLogs: DuplicateLogsScreen,
  notExistingDocuments: NotExistingScreen,
  scanLogs: ScanLogsScreen,
};

const byRouteName = new Map<string, ComponentType>(
  Object.entries(gateReportPaths).map(([report, path]) => [
    routeNameOf(path),
    screenOf[report as GateReport],
  ]),
);

/** The one screen module behind the gate reports (issue 24): the route's name says which report. */
export default function GateReportScreen() {
  const Report = byRouteName.get(useCurrentRoute().name);
  return Report ? <Report /> : null;
}
