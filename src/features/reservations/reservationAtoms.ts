import { atom } from 'jotai';
import { isAuthenticatedAtom, showBookTableModalAtom, showLoginModalAtom } from '../auth';
import type { ClosureNotice } from '../../lib/closures';

/** The outlet the Book A Table form opens with (chosen on an outlet's page); null lets the customer pick. */
export interface BookTableRestaurant {
  recordId: number;
  title: string;
  /** Its coming closure (issue 36), so a day it is closed is said as it is picked, not only when the booking is refused. */
  closure?: ClosureNotice | null;
  /** Set when the table is booked from an event (issue 11): the booking is sent with its id. */
  event?: { eventId: number; title: string; startsAt: number };
}
export const bookTableRestaurantAtom = atom<BookTableRestaurant | null>(null);

/** SPEC 3 table reservation form state: false, and true once a booking has gone through. */
export const isBookedAtom = atom(false);

/**
 * The one way to open the Book A Table modal. SPEC 6: a visitor gets the login modal instead, so the check
 * lives here rather than in every button that offers a booking.
 */
export const openBookTableAtom = atom(null, (get, set, restaurant: BookTableRestaurant | null = null) => {
  if (!get(isAuthenticatedAtom)) {
    set(showLoginModalAtom, true);
    return;
  }
  set(bookTableRestaurantAtom, restaurant);
  set(showBookTableModalAtom, true);
});
