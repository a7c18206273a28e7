import { defineMessages } from '../../i18n';

/**
 * What is said when the device gives no position, and how to allow it: with the location notice and the screens that
 * ask the device (the address form, the sheet of where the food goes), never in the first view's entry.
 */
export const h = defineMessages('locationHelp', {
  enableHelp: "To turn it on, tap the icon beside the web address (or open your browser's Site settings), allow Location for this site, then try again.",
  /** 'location permission is disabled. To turn it on, …' */
  problemWithHelp: '{problem}. {help}',
  showingNear: 'Showing outlets near {place}.',
  showingNearDefault: 'Showing outlets near the default place.',
  choosePlace: 'Choose a place',
  dismiss: 'Dismiss location message',
});
