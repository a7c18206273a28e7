import { createFileRoute, useRouterState } from '@tanstack/react-router';
import type { PaymentNavigationState } from '../features/payment';
import { PaymentScreen } from '../features/payment';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/payment-methods')({
  staticData: { title: TITLES.payment },
  // `txn` is the provider's transaction id, set by the provider page on its way back; nothing personal.
  validateSearch: (search: Record<string, unknown>): { txn?: string } =>
    typeof search.txn === 'string' && /^[\w-]{1,80}$/.test(search.txn) ? { txn: search.txn } : {},
  component: PaymentMethodsRoute,
});

function PaymentMethodsRoute() {
  const { txn } = Route.useSearch();
  // The amounts and the way back arrive as typed navigation state (SPEC 2), never in the URL.
  const state: PaymentNavigationState = useRouterState({ select: (s) => s.location.state });
  return <PaymentScreen txn={txn} state={state} />;
}
