import { coverageReport, coverageRows } from './route-coverage';
import { servedRouteNames } from './screen-registry';
import { specRoutes } from './spec-routes';

// npm run routes:coverage: which routes of the specification have a real screen yet.
for (const line of coverageReport(coverageRows(specRoutes, servedRouteNames()))) console.log(line);
