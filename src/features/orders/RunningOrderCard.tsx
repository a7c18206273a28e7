import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '../auth';

/**
 * The card, its order statuses and their words load only for a signed-in diner: a visitor's first view of home
 * (the one the budget measures) carries none of them.
 */
const RunningOrder = lazy(() => import('./RunningOrder'));

/** For the home screen: the running order's status, linking to /track-order. Nothing for visitors or no order. */
export function RunningOrderCard() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return signedIn ? (
    <Suspense fallback={null}>
      <RunningOrder />
    </Suspense>
  ) : null;
}
