import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '../auth/sessionAtoms';

const PushCard = lazy(() => import('./PushCard'));

/** Undecided, or an iPhone's Safari tab (no Notification there): the only cases the card may be for. */
const mayAsk = () => typeof Notification === 'undefined' || Notification.permission === 'default';

/**
 * Home's place for the push card. Kept to a few lines (home is in the first view's budget): the card's code,
 * with the full check, loads only for a signed-in user who has not decided yet.
 */
export function PushCardSlot() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!signedIn || !mayAsk()) return null;
  return (
    <Suspense fallback={null}>
      <PushCard />
    </Suspense>
  );
}
