import { defineMessages } from '../../i18n';

export const m = defineMessages('chat', {
  chatWithUs: 'Chat With Us',
  opening: 'Opening the chat…',
  failed: 'The chat could not be opened. Check your connection and try again, or {contact}.',
  contactLink: 'call or write to us',
});
