import type { MessageRef } from '../i18n';
import { m } from './messages';
import { TITLES } from './routeTitles';

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
  label: MessageRef;
  visibility: Visibility;
}

export const MENU_LINKS: readonly MenuLink[] = [
  { to: '/my-orders', label: TITLES.myOrders, visibility: 'signed-in' },
  { to: '/my-deals', label: TITLES.myDeals, visibility: 'signed-in' },
  { to: '/wallet-money', label: TITLES.walletMoney, visibility: 'signed-in' },
  { to: '/offers', label: TITLES.offersAndRewards, visibility: 'signed-in' },
  { to: '/feedback', label: TITLES.feedback, visibility: 'signed-in' },
  { to: '/restaurants', label: TITLES.locations, visibility: 'everyone' },
  { to: '/ceo', label: TITLES.ceoSpeaks, visibility: 'narrow' },
  { to: '/contact-us', label: TITLES.contactUs, visibility: 'narrow' },
  { to: '/job-and-career', label: TITLES.applyForJob, visibility: 'narrow' },
  { to: '/franchise', label: TITLES.getFranchisee, visibility: 'narrow' },
  { to: '/privacy-policy', label: TITLES.privacyPolicy, visibility: 'narrow' },
  { to: '/terms-and-conditions', label: m.termsAndConditions, visibility: 'narrow' },
];

/** The expandable Settings group (signed-in only); its fourth item, Delete Account, is an action. */
export const SETTINGS_LINKS: readonly MenuLink[] = [
  { to: '/notifications', label: TITLES.notifications, visibility: 'signed-in' },
  { to: '/notifications-setting', label: TITLES.notificationSettings, visibility: 'signed-in' },
  { to: '/address', label: TITLES.address, visibility: 'signed-in' },
  // /settings (SPEC 2 account routes) has no other way in: the session's expiry and the app version live there.
  { to: '/settings', label: m.accountAndApp, visibility: 'signed-in' },
];

export function isVisible(visibility: Visibility, who: { signedIn: boolean; narrow: boolean }): boolean {
  if (visibility === 'signed-in') return who.signedIn;
  if (visibility === 'narrow') return who.narrow;
  return true;
}
