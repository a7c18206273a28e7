import type { Credentials } from '../../api/contract';
import { messageOf } from '../../api/errors';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { track } from '../analytics';
import { clearUserCaches } from '../../lib/userCaches';
import { searchedPlaceAtom, selectedAddressAtom } from '../location/locationAtoms';
import { fetchProfile, revokeCredential } from './api';
import { clearStoredCredential, encodeCredential, storeCredential } from './credential';
import { credentialAtom, showEditProfileModalAtom, userAtom } from './sessionAtoms';
import { tellOtherTabsSignedOut } from './sessionChannel';

/** Stores the credential for 30 days, then fetches and keeps the profile (SPEC 4, auth). */
export async function signIn(store: AppStore, credentials: Credentials): Promise<void> {
  const credential = encodeCredential(credentials);
  storeCredential(credential);
  store.set(credentialAtom, credential);
  await refreshProfile(store);
  track('sign_in');
  // SPEC 2: after signing up, a customer without a name yet is asked to complete the profile.
  if (store.get(userAtom)?.fullName === '') store.set(showEditProfileModalAtom, true);
}

export async function refreshProfile(store: AppStore): Promise<void> {
  if (!store.get(credentialAtom)) return;
  try {
    store.set(userAtom, await fetchProfile());
  } catch (error) {
    notify.error(messageOf(error)); // SPEC 8: a failed profile fetch is an error toast
  }
}

/**
 * The customer logs out (side menu): this device's credential is revoked on the server, best effort and never
 * waited for (offline or refused, the device signs out all the same), and the local session goes at once.
 * Not for a session the server already refused, nor for a tab following another: those call signOut.
 */
export async function logOut(store: AppStore): Promise<void> {
  const credential = store.get(credentialAtom);
  if (credential) {
    revokeCredential(credential).catch((error: unknown) => console.warn('The server did not hear the logout', error));
  }
  await signOut(store);
}

/**
 * Back to anonymous: the credential cookie, the stored profile, address or searched place and favourites, and every per-user cache go.
 * The cart stays: it is the customer's work, and a sign-in brings them back to it.
 */
export async function signOut(store: AppStore, options: { broadcast?: boolean } = { broadcast: true }): Promise<void> {
  // Push (issue 9): the server stops sending this user's notifications here; signed with the credential going now.
  const credential = store.get(credentialAtom);
  if (credential) void import('../notifications/unlink').then(({ unlinkThisDevice }) => unlinkThisDevice(credential)).catch(() => undefined);
  clearStoredCredential();
  store.set(credentialAtom, null);
  store.set(userAtom, null);
  // Where their food went is theirs too: the place goes back to SPEC 4's (the device, else the default).
  store.set(selectedAddressAtom, null);
  store.set(searchedPlaceAtom, null);
  await clearUserCaches(credential);
  if (options.broadcast) tellOtherTabsSignedOut();
}
