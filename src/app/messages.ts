import { defineMessages } from '../i18n';

/** The frame around every screen: header, footer, side menu, error views, toasts. */
export const m = defineMessages('shell', {
  skipToContent: 'Skip to content',
  back: 'Back',
  openMenu: 'Open menu',
  changePlace: '(change place)',
  search: 'Search outlets and dishes',
  loadingLatestVersion: 'Loading the latest version…',
  partNotLoaded: 'Part of the app could not be loaded. Check your connection and try again.',
  showingFailed: 'Something went wrong while showing this page.',
  goHome: 'Go to home',
  couldNotLoad: 'Could not load this page',
  pageMissing: 'The page you are looking for does not exist or has moved.',
  noAccess: 'You do not have access to this page.',
  /** A push arriving with the app in front: its toast's action (boot code, so not in the notifications area). */
  openPush: 'Open',
  /** The phone's bottom tab bar (issue 35). */
  tabs: 'Tabs',
  tabHome: 'Home',
  tabOrders: 'Orders',
  tabAccount: 'Account',
});
