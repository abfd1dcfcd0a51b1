import { useCurrentRoute } from '../../../shell/current-route';
import { BankingOverview } from './banking-overview';
import { bankingScreenOf } from './banking-routes';
import { PaymentEntryScreen } from './payment-entry';
import { PaymentList } from './payment-list';
import { PaymentScreen } from './payment-view';

/** The one screen module of the Banking area: the route's name says which screen it shows. */
export default function BankingScreen() {
  const route = useCurrentRoute();
  const shown = bankingScreenOf(route.name);
  if (!shown) return null;
  switch (shown.screen) {
    case 'overview':
      return <BankingOverview />;
    case 'list':
      return <PaymentList kind={shown.kind} />;
    case 'create':
      return <PaymentEntryScreen key={shown.kind} kind={shown.kind} />;
    case 'view':
      return <PaymentScreen key={route.params.id} kind={shown.kind} id={route.params.id} />;
  }
}
