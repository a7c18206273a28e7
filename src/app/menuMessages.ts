import { defineMessages } from '../i18n';

/**
 * The side menu's, the footer's and the toaster's words: only the parts loaded when first needed use them, so the first view's
 * script does not carry them (issue 35 made room in it for the tab bar).
 */
export const m = defineMessages('shellMenu', {
  aboutUs: 'About us',
  termsAndConditions: 'Terms & Conditions',
  downloadApp: 'Download Our App',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  followUs: 'Follow Us On',
  copyright: '© {year} {brand}. All rights reserved.',
  menu: 'Menu',
  mainNavigation: 'Main',
  accountAndApp: 'Account & App',
  logout: 'Logout',
  logoutConfirm: 'Do you want to logout?',
  toasts: 'Notifications',
  closeToast: 'Close toast',
});
