import { lazy, Suspense, type ComponentProps } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '../auth/sessionAtoms';

const HeartButton = lazy(() => import('./HeartButton'));

/**
 * The heart where a menu shows it, for a signed-in customer (favourites belong to an account): loaded after the
 * menu, so an outlet's first view carries none of it. It sits over its row (position: absolute), so arriving a
 * moment later moves nothing.
 */
export function LazyHeart(props: ComponentProps<typeof HeartButton>) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <HeartButton {...props} />
    </Suspense>
  );
}
