import type { MessageRef } from '../i18n';
import { m } from './menuMessages';
import { TITLES } from './routeTitles';
import type { InfoPage } from './infoPages';

/** SPEC 2, side menu: each item and who sees it. */
export type Visibility = 'everyone' | 'signed-in' | 'narrow';

export interface MenuLink {
  /** Where it goes, checked against the route tree: a path, or the pages' one route with its page. */
  link: MenuLinkOptions;
  label: MessageRef;
  visibility: Visibility;
}

type MenuLinkOptions =
  | {
      to:
        | '/my-orders'
        | '/my-deals'
        | '/favourites'
        | '/wallet-money'
        | '/offers'
        | '/feedback'
        | '/restaurants'
        | '/contact-us'
        | '/job-and-career'
        | '/franchise'
        | '/notifications'
        | '/notifications-setting'
        | '/address'
        | '/settings';
    }
  | { to: '/$page'; params: { page: InfoPage } };

const page = (name: InfoPage) => ({ to: '/$page', params: { page: name } }) as const;

/** What a list of links keys its items by: where each goes. */
export const linkKey = ({ link }: Pick<MenuLink, 'link'>): string => ('params' in link ? link.params.page : link.to);

/**
 * The chain's own pages (SPEC 1). On a wide screen home's footer lists them; on a phone, which has no footer (an
 * app, not a website), the side menu does: SPEC 2 names the first six as shown there under 1080 px.
 */
export const INFO_PAGES: readonly Omit<MenuLink, 'visibility'>[] = [
  { link: page('ceo'), label: TITLES.ceoSpeaks },
  { link: { to: '/contact-us' }, label: TITLES.contactUs },
  { link: { to: '/job-and-career' }, label: TITLES.applyForJob },
  { link: { to: '/franchise' }, label: TITLES.getFranchisee },
  { link: page('privacy-policy'), label: TITLES.privacyPolicy },
  { link: page('terms-and-conditions'), label: m.termsAndConditions },
  { link: page('nutrition-information'), label: TITLES.nutritionInformation },
  { link: page('upcoming-outlets'), label: TITLES.upcomingOutlets },
  { link: page('atm-bar'), label: TITLES.atmBar },
  { link: page('mrp-night'), label: TITLES.mrpNight },
];

export const MENU_LINKS: readonly MenuLink[] = [
  { link: { to: '/my-orders' }, label: TITLES.myOrders, visibility: 'signed-in' },
  { link: { to: '/my-deals' }, label: TITLES.myDeals, visibility: 'signed-in' },
  { link: { to: '/favourites' }, label: TITLES.favourites, visibility: 'signed-in' },
  { link: { to: '/wallet-money' }, label: TITLES.walletMoney, visibility: 'signed-in' },
  { link: { to: '/offers' }, label: TITLES.offersAndRewards, visibility: 'signed-in' },
  { link: { to: '/feedback' }, label: TITLES.feedback, visibility: 'signed-in' },
  { link: { to: '/restaurants' }, label: TITLES.locations, visibility: 'everyone' },
  ...INFO_PAGES.map((page) => ({ ...page, visibility: 'narrow' as const })),
];

/** The expandable Settings group (signed-in only); its fourth item, Delete Account, is an action. */
export const SETTINGS_LINKS: readonly MenuLink[] = [
  { link: { to: '/notifications' }, label: TITLES.notifications, visibility: 'signed-in' },
  { link: { to: '/notifications-setting' }, label: TITLES.notificationSettings, visibility: 'signed-in' },
  { link: { to: '/address' }, label: TITLES.address, visibility: 'signed-in' },
  // /settings (SPEC 2 account routes) has no other way in: the session's expiry and the app version live there.
  { link: { to: '/settings' }, label: m.accountAndApp, visibility: 'signed-in' },
];

export function isVisible(visibility: Visibility, who: { signedIn: boolean; narrow: boolean }): boolean {
  if (visibility === 'signed-in') return who.signedIn;
  if (visibility === 'narrow') return who.narrow;
  return true;
}
