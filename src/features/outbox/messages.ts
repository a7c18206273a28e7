import { defineMessages } from '../../i18n';

export const m = defineMessages('outbox', {
  /** {label}: what was written ('Feedback', 'Your message'), as the form named it. */
  sent: '{label} sent',
  notSent: '{label} was not sent',
});
