/** SPEC 2, side menu: each item and who sees it. */
export type Visibility = 'everyone' | 'signed-in' | 'narrow';

export interface MenuLink {
  to:
    | '/my-orders'
    | '/my-deals'
    | '/wallet-money'
    | '/offers'
    | '/feedback'
    | '/restaurants'
    | '/ceo'
    | '/contact-us'
    | '/job-and-career'
    | '/franchise'
    | '/privacy-policy'
    | '/terms-and-conditions'
    | '/notifications'
    | '/notifications-setting'
    | '/address'
    | '/settings';
  label: string;
  visibility: Visibility;
}

export const MENU_LINKS: readonly MenuLink[] = [
  { to: '/my-orders', label: 'My Orders', visibility: 'signed-in' },
  { to: '/my-deals', label: 'My Deals', visibility: 'signed-in' },
  { to: '/wallet-money', label: 'Wallet Money', visibility: 'signed-in' },
  { to: '/offers', label: 'Offers & Rewards', visibility: 'signed-in' },
  { to: '/feedback', label: 'Feedback', visibility: 'signed-in' },
  { to: '/restaurants', label: 'Locations', visibility: 'everyone' },
  { to: '/ceo', label: 'CEO Speaks', visibility: 'narrow' },
  { to: '/contact-us', label: 'Contact Us', visibility: 'narrow' },
  { to: '/job-and-career', label: 'Apply For Job', visibility: 'narrow' },
  { to: '/franchise', label: 'Get Franchisee', visibility: 'narrow' },
  { to: '/privacy-policy', label: 'Privacy Policy', visibility: 'narrow' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions', visibility: 'narrow' },
];

/** The expandable Settings group (signed-in only); its fourth item, Delete Account, is an action. */
export const SETTINGS_LINKS: readonly MenuLink[] = [
  { to: '/notifications', label: 'Notifications', visibility: 'signed-in' },
  { to: '/notifications-setting', label: 'Notification Settings', visibility: 'signed-in' },
  { to: '/address', label: 'Address', visibility: 'signed-in' },
  // /settings (SPEC 2 account routes) has no other way in: the session's expiry and the app version live there.
  { to: '/settings', label: 'Account & App', visibility: 'signed-in' },
];

export function isVisible(visibility: Visibility, who: { signedIn: boolean; narrow: boolean }): boolean {
  if (visibility === 'signed-in') return who.signedIn;
  if (visibility === 'narrow') return who.narrow;
  return true;
}
