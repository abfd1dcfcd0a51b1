import { specRoutes } from '../../shared/screens/screen-catalogue';
import { coverageReport, coverageRows } from '../routes/route-coverage';
import { servedRouteNames } from './served-routes';

// npm run routes:coverage: which routes of the specification have a real screen yet.
for (const line of coverageReport(coverageRows(specRoutes, servedRouteNames()))) console.log(line);
