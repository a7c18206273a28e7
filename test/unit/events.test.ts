/** The pure rules of the event screens: Kolkata times, the cash option SPEC 5 refuses, and a table booked from an event. */
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../src/api/contract';
import { cashRefusal, withCashOnDeliveryShown } from '../../src/features/events/eventPaymentModes';
import { eventDay, eventWhen } from '../../src/features/events/eventTime';
import { checkReservation, type ReservationForm } from '../../src/features/reservations/reservationForm';

const NO_CASH = 'Cash On Is Not Available For Events; Please Choose Different Payment Method';
// Sat 28 Nov 2026, 8 pm in Kolkata (14:30 UTC), to 11:30 pm.
const STARTS = Date.parse('2026-11-28T14:30:00Z');
const ENDS = Date.parse('2026-11-28T18:00:00Z');
const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('event times', () => {
  it('are Kolkata wall-clock times whatever the zone the tests run in, with the year only when it is not this year', () => {
    expect(eventWhen(STARTS, ENDS, NOW)).toBe('Sat, 28 Nov · 8:00 pm – 11:30 pm');
    expect(eventDay(Date.parse('2027-01-01T14:30:00Z'), NOW)).toBe('Fri, 1 Jan, 2027');
    // 1 am in Kolkata is still the evening that began the day before: the range reads as one evening.
    expect(eventWhen(Date.parse('2026-12-31T14:30:00Z'), Date.parse('2026-12-31T19:30:00Z'), NOW)).toBe('Thu, 31 Dec · 8:00 pm – 1:00 am');
  });
});

describe('paying for tickets', () => {
  const methods: PaymentMethod[] = ['UPI', 'ONLINE', 'CARD', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'].map((paymentMode) => ({
    paymentMode: paymentMode as PaymentMethod['paymentMode'],
    title: paymentMode,
    description: '',
  }));

  it('lists cash on delivery after the cards, once, so that choosing it can say why not', () => {
    const shown = withCashOnDeliveryShown(methods).map((m) => m.paymentMode);
    expect(shown).toEqual(['UPI', 'ONLINE', 'CARD', 'CASH_ON_DELIVERY', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP']);
    expect(withCashOnDeliveryShown(withCashOnDeliveryShown(methods))).toHaveLength(7);
  });

  it('refuses every cash mode in SPEC 5 words and lets the others through', () => {
    for (const mode of ['CASH_ON_DELIVERY', 'CASH', 'PAY_AT_STORE'] as const) expect(cashRefusal(mode)).toBe(NO_CASH);
    for (const mode of ['UPI', 'CARD', 'WALLET', 'LOYALTY_POINTS'] as const) expect(cashRefusal(mode)).toBeNull();
  });
});

describe('Book A Table from an event', () => {
  const form: ReservationForm = {
    restaurantId: '12',
    reservedByName: 'Asha Verma',
    reservedByMobile: '9812345678',
    reservedByEmail: 'asha@example.com',
    reservationDateTime: '2026-11-28T20:00',
    occasion: 'Birthday',
    numberOfPeople: '4',
    cookingInstructions: '',
  };

  it('sends the event id with the booking, and an empty one for a plain table (SPEC 3)', () => {
    const fromEvent = checkReservation(form, NOW, '7');
    expect(fromEvent.ok && fromEvent.request.eventId).toBe('7');
    const plain = checkReservation(form, NOW);
    expect(plain.ok && plain.request.eventId).toBe('');
  });
});
