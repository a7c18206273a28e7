import { defineMessages } from '../../i18n';

/** How the place is named, with the header in every first view; what is said when the device gives none is in helpMessages.ts. */
export const m = defineMessages('location', {
  currentLocation: 'Current location',
  home: 'Home',
  work: 'Work',
  other: 'Other',
});
