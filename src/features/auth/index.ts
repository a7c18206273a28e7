export {
  credentialAtom,
  isAuthenticatedAtom,
  userAtom,
  showLoginModalAtom,
  showEditProfileModalAtom,
  showBookTableModalAtom,
  registerDetailsAtom,
  afterLoginPathAtom,
} from './sessionAtoms';
export { signIn, signOut, logOut, refreshProfile } from './session';
export { followSignOutsFromOtherTabs, refreshProfileIfSignedIn, signOutExpired } from './sessionStart';
export { readStoredCredential, readCredentialExpiry } from './credential';
export { deleteAccount, requestOtp, verifyOtp } from './api';
export { encodeCredential } from './credential';
export { ProfileCard } from './ProfileCard';
export { LoginPrompt } from './LoginPrompt';
