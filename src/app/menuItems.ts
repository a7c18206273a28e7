import type { MessageRef } from '../i18n';
import { m } from './menuMessages';
import { TITLES } from './routeTitles';

/** SPEC 2, side menu: each item and who sees it. */
export type Visibility = 'everyone' | 'signed-in' | 'narrow';

export interface MenuLink {
  to:
    | '/my-orders'
    | '/my-deals'
    | '/favourites'
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
    | '/nutrition-information'
    | '/upcoming-outlets'
    | '/atm-bar'
    | '/mrp-night'
    | '/notifications'
    | '/notifications-setting'
    | '/address'
    | '/settings';
  label: MessageRef;
  visibility: Visibility;
}

/**
 * The chain's own pages (SPEC 1). On a wide screen home's footer lists them; on a phone, which has no footer (an
 * app, not a website), the side menu does: SPEC 2 names the first six as shown there under 1080 px.
 */
export const INFO_PAGES: readonly Omit<MenuLink, 'visibility'>[] = [
  { to: '/ceo', label: TITLES.ceoSpeaks },
  { to: '/contact-us', label: TITLES.contactUs },
  { to: '/job-and-career', label: TITLES.applyForJob },
  { to: '/franchise', label: TITLES.getFranchisee },
  { to: '/privacy-policy', label: TITLES.privacyPolicy },
  { to: '/terms-and-conditions', label: m.termsAndConditions },
  { to: '/nutrition-information', label: TITLES.nutritionInformation },
  { to: '/upcoming-outlets', label: TITLES.upcomingOutlets },
  { to: '/atm-bar', label: TITLES.atmBar },
  { to: '/mrp-night', label: TITLES.mrpNight },
];

export const MENU_LINKS: readonly MenuLink[] = [
  { to: '/my-orders', label: TITLES.myOrders, visibility: 'signed-in' },
  { to: '/my-deals', label: TITLES.myDeals, visibility: 'signed-in' },
  { to: '/favourites', label: TITLES.favourites, visibility: 'signed-in' },
  { to: '/wallet-money', label: TITLES.walletMoney, visibility: 'signed-in' },
  { to: '/offers', label: TITLES.offersAndRewards, visibility: 'signed-in' },
  { to: '/feedback', label: TITLES.feedback, visibility: 'signed-in' },
  { to: '/restaurants', label: TITLES.locations, visibility: 'everyone' },
  ...INFO_PAGES.map((page) => ({ ...page, visibility: 'narrow' as const })),
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
