import { defineMessages } from '../../i18n';

/**
 * The words of an outlet's Info tabs (OutletInfoTabs.tsx), which load on the first tap on Info: apart from the
 * menu's first screen's (src/rules/menuWords.ts), in the same 'menu' area, so one Hindi file (src/i18n/hi/menu.ts)
 * covers both.
 */
export const m = defineMessages('menu', {
  aboutOutlet: 'About this outlet',
  timing: 'Timing',
  phoneNumber: 'Phone Number',
  email: 'Email',
  facilities: 'Facilities',
  reviews: 'Reviews',
  directions: 'Directions',
  reserveTable: 'Reserve a Table',
  openAllDayEveryDay: 'Open 24 hours, every day.',
  openEveryDay: 'Open every day, {opening} – {closing}.',
  /** Issue 36: an outlet whose weekdays differ lists its week, Monday first, today marked. */
  weekHours: 'Opening hours',
  dayClosed: 'Closed',
  dayAllDay: 'Open 24 hours',
  today: 'today',
  call: 'Call {phone}',
  fromReviews: 'from {count} reviews',
  getDirections: 'Get directions',
  loginToReserve: 'Please login to reserve a table.',
  noTableBookings: 'This outlet does not take table bookings.',
  bookTable: 'Book A Table',});
