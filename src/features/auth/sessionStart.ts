/**
 * Boot's part of the session, small on purpose (it is in the first view's code): it hears other tabs sign out,
 * and the code that signs out or fetches the profile (session.ts, with the profile's API and shape check) loads
 * when there is one to sign out or to fetch: most first visits are a visitor's.
 */
import type { AppStore } from '../../lib/store';
import { credentialAtom } from './sessionAtoms';
import { sessionChannel, SIGNED_OUT } from './sessionChannel';

const session = () => import('./session');

/** Back to anonymous (session.ts signOut), when the server refused the session. */
export const signOutExpired = (store: AppStore): Promise<void> => session().then(({ signOut }) => signOut(store));

/** A signed-in diner's profile, fresh from the server; nothing for a visitor. */
export function refreshProfileIfSignedIn(store: AppStore): void {
  if (store.get(credentialAtom)) void session().then(({ refreshProfile }) => refreshProfile(store));
}

/** Another tab of the app signed out: this one follows. */
export function followSignOutsFromOtherTabs(store: AppStore, then: () => void): void {
  sessionChannel?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === SIGNED_OUT && store.get(credentialAtom)) {
      void session()
        .then(({ signOut }) => signOut(store, { broadcast: false }))
        .then(then);
    }
  });
}
