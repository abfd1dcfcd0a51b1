import { useCurrentRoute } from '../../shell/current-route';
import { ActivityStatus } from './activity-status';
import { PlanCalls } from './plan-calls';
import { RepDay } from './rep-day';
import { routeCallScreenOf } from './route-calls-paths';
import { RouteOutlets, RoutesOutlets } from './routes-outlets';

/** The one screen module of routes and calls: the route's name says which screen it shows. */
export default function RouteCallsScreen() {
  const route = useCurrentRoute();
  switch (routeCallScreenOf(route.name)) {
    case 'my-day':
      return <RepDay />;
    case 'rep-day': {
      const SlpCode = Number(route.params.id);
      return Number.isInteger(SlpCode) ? <RepDay key={SlpCode} SlpCode={SlpCode} /> : null;
    }
    case 'activity':
      return <ActivityStatus />;
    case 'plan':
      return <PlanCalls />;
    case 'routes-outlets':
      return <RoutesOutlets />;
    case 'route-outlets':
      return <RouteOutlets key={route.params.id} RouteCode={route.params.id ?? ''} />;
    default:
      return null;
  }
}
