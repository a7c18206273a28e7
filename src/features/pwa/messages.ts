import { defineMessages } from '../../i18n';

export const m = defineMessages('pwa', {
  updateAvailable: 'A new version is available',
  reload: 'Reload',
});
