import type { PaymentKind } from '../../../../shared/api/payments';
import { routeNameOf } from '../../../../shared/screens/route-names';

/**
 * Where the Banking screens live (issue 22): the area's landing page, and for each kind of payment
 * its list, `/$id` and `/create`, as the screen catalogue declares them. The specification names
 * the incoming payments' route; the outgoing payments' is ours (docs/decisions.md). The screen
 * registry reads the route names from here, so this file stays free of screens.
 */
export const bankingPath = '/Banking';

export const paymentListPaths: Readonly<Record<PaymentKind, string>> = {
  incoming: `${bankingPath}/incoming-payments/third-party`,
  outgoing: `${bankingPath}/outgoing-payments`,
};

export type BankingScreen =
  | { screen: 'overview' }
  | { screen: 'list' | 'create'; kind: PaymentKind }
  | { screen: 'view'; kind: PaymentKind };

const screensByName = new Map<string, BankingScreen>([
  [routeNameOf(bankingPath), { screen: 'overview' }],
  ...Object.entries(paymentListPaths).flatMap(([kind, path]) => {
    const paymentKind = kind as PaymentKind;
    return [
      [routeNameOf(path), { screen: 'list', kind: paymentKind }],
      [routeNameOf(`${path}/$id`), { screen: 'view', kind: paymentKind }],
      [routeNameOf(`${path}/create`), { screen: 'create', kind: paymentKind }],
    ] as const;
  }),
]);

/** Every Banking route's name, for the screen registry. */
export const bankingRouteNames: readonly string[] = [...screensByName.keys()];

/** Which Banking screen a route name shows. */
export const bankingScreenOf = (routeName: string): BankingScreen | undefined => screensByName.get(routeName);

export const paymentHrefs = {
  list: (kind: PaymentKind) => paymentListPaths[kind],
  payment: (kind: PaymentKind, docEntry: number | string) =>
    `${paymentListPaths[kind]}/${encodeURIComponent(String(docEntry))}`,
  create: (kind: PaymentKind) => `${paymentListPaths[kind]}/create`,
};
