import { defineMessages } from '../../i18n';

export const m = defineMessages('location', {
  enableHelp: "To turn it on, tap the icon beside the web address (or open your browser's Site settings), allow Location for this site, then try again.",
  /** 'location permission is disabled. To turn it on, …' */
  problemWithHelp: '{problem}. {help}',
  currentLocation: 'Current location',
  showingNear: 'Showing outlets near {place}.',
  showingNearDefault: 'Showing outlets near the default place.',
  choosePlace: 'Choose a place',
  dismiss: 'Dismiss location message',
  home: 'Home',
  work: 'Work',
  other: 'Other',
  savedPlace: '{type} · {line}',
});
