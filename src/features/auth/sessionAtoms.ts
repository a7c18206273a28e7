import { atom } from 'jotai';
import type { UserProfile } from '../../api/contract';
import { persistedAtom } from '../../lib/persistedAtom';
import { readStoredCredential } from './credential';

/** The Basic credential; read from its cookie once at start, then kept in step with it. */
export const credentialAtom = atom<string | null>(readStoredCredential());
export const isAuthenticatedAtom = atom((get) => get(credentialAtom) !== null);
/** The signed-in user's profile, kept on the device so the side menu shows it offline too. */
export const userAtom = persistedAtom<UserProfile | null>('user', null);

export const showLoginModalAtom = atom(false);
export const showEditProfileModalAtom = atom(false);
export const showBookTableModalAtom = atom(false);
/** What a sign-up flow collected before the profile is saved (SPEC 3, session state). */
export const registerDetailsAtom = atom<Partial<UserProfile> | null>(null);
/** Where to go after signing in, when sign-in interrupted the user on the way somewhere. */
export const afterLoginPathAtom = atom<string | null>(null);
