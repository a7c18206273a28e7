import { defineMessages } from '../../i18n';

/** When a delivery or takeaway is for (issue 23): loaded with the picker, not with checkout's first view. */
export const m = defineMessages('checkoutWhen', {
  deliverWhen: 'Deliver',
  readyWhen: 'Ready for pickup',
  asSoonAsPossible: 'As soon as possible',
  /** The day tabs (issue 35), and what their group is called for a screen reader. */
  day: 'Day',
  today: 'Today',
  tomorrow: 'Tomorrow',
  closedSoScheduled: 'The outlet is not taking orders now: your order is scheduled for this time.',
  noSlotLeft: 'The outlet has no slot left today or tomorrow.',
});
