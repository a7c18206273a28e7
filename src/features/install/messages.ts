import { defineMessages } from '../../i18n';

export const m = defineMessages('install', {
  installTitle: 'Install the Gold Leaf app',
  addTitle: 'Add Gold Leaf to your Home Screen',
  body: 'Menus and your orders in one tap, full screen, even where the signal drops.',
  install: 'Install',
  showMeHow: 'Show me how',
  notNow: 'Not now',

  // The iPhone steps: {share}, {addToHome} and {add} are Safari's own button names, in bold.
  addToHomeScreen: 'Add to Home Screen',
  share: 'Share',
  add: 'Add',
  stepShare: 'Tap {share} in Safari’s toolbar (at the bottom on iPhone, at the top on iPad).',
  stepScroll: 'Scroll down the list and tap {addToHome}.',
  stepAdd: 'Tap {add}. Gold Leaf opens from its icon, full screen, like any app.',
  gotIt: 'Got it',
});
