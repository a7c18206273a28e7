import { defineMessages } from '../i18n';

/** Words the shared controls say, wherever they are used. */
export const m = defineMessages('ui', {
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  stars: { one: '{count} star', other: '{count} stars' },
  ratedOutOfFive: 'Rated {value} out of 5',
  /** SavedCopyNote online: the worker's copy is shown, and the phone is not offline. */
  savedCopy: 'Saved copy as of {time}',
});
