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
export { signIn, signOut, logOut, refreshProfile, followSignOutsFromOtherTabs } from './session';
export { readStoredCredential } from './credential';
export { deleteAccount } from './api';
export { ProfileCard } from './ProfileCard';
export { LoginPrompt } from './LoginPrompt';
