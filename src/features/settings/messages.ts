import { defineMessages } from '../../i18n';

export const m = defineMessages('settings', {
  title: 'Settings',
  yourAccount: 'Your account',
  signedInUntil: 'Signed in until {time}',
  notificationSettings: 'Notification Settings',
  notificationSettingsHint: 'Choose which alerts and offers reach you',
  deleteAccount: 'Delete Account',
  deleteAccountHint: 'Your profile, addresses and history are removed for good',
  build: 'Build {build}',
  version: 'Version {version}',
  deleteConfirm: 'Your profile, addresses and history will be deleted. This cannot be undone.',
  delete: 'Delete',
  deleted: 'Your account has been deleted',
  language: 'Language',
});
