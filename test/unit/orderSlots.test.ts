/** The slots a delivery or takeaway can be scheduled for (issue 23), the one rule app and server share. */
import { describe, expect, it } from 'vitest';
import { isOrderSlot, isTomorrow, orderSlots } from '../../src/lib/orderSlots';

const kolkata = (time: string) => Date.parse(`${time}+05:30`);
const clock = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

describe('orderSlots', () => {
  it('offers every quarter hour of a 24-hour outlet from the preparation time on, to the end of tomorrow', () => {
    const now = kolkata('2026-03-10T21:05:00');
    // A delivery of 35 minutes (the kitchen's 20 and a 15-minute ride) from 21:05 is at 21:40: the first quarter
    // hour after it is 21:45; the last is 23:45 tomorrow.
    const slots = orderSlots({ openingTime: '00:00', closingTime: '24:00' }, 'HomeDelivery', now, 35);
    expect(clock(slots[0]!)).toBe('10, 21:45');
    expect(clock(slots.at(-1)!)).toBe('11, 23:45');
    expect(slots).toHaveLength(2 * 4 + 1 + 24 * 4);
    expect(isTomorrow(slots[0]!, now)).toBe(false);
    expect(isTomorrow(kolkata('2026-03-11T00:00:00'), now)).toBe(true);
  });

  it('keeps the kitchen inside hours that run past midnight, from its start on an order to the slot', () => {
    const now = kolkata('2026-03-10T12:00:00');
    const slots = orderSlots({ openingTime: '18:00', closingTime: '02:00' }, 'TakeAway', now, null).map(clock);
    // Takeaway: 20 minutes. Cooking from 18:00 at the earliest; the slot itself before the 02:00 close.
    expect(slots[0]).toBe('10, 18:30');
    expect(slots).toContain('11, 01:45');
    expect(slots).not.toContain('11, 02:00');
    expect(slots).toContain('11, 18:30');
    expect(slots).not.toContain('11, 18:15');
    expect(slots.at(-1)).toBe('11, 23:45');
  });

  it('starts after a pause, and refuses what is not a slot', () => {
    const now = kolkata('2026-03-10T15:00:00');
    const hours = { openingTime: '11:00', closingTime: '23:00', pausedUntil: kolkata('2026-03-10T16:10:00') };
    expect(clock(orderSlots(hours, 'TakeAway', now, null)[0]!)).toBe('10, 16:30');
    expect(isOrderSlot(hours, 'TakeAway', kolkata('2026-03-10T16:30:00'), now, null)).toBe(true);
    expect(isOrderSlot(hours, 'TakeAway', kolkata('2026-03-10T16:15:00'), now, null)).toBe(false); // cooking would start in the pause
    expect(isOrderSlot(hours, 'TakeAway', kolkata('2026-03-10T16:40:00'), now, null)).toBe(false); // not a quarter hour
    expect(isOrderSlot(hours, 'TakeAway', kolkata('2026-03-12T12:00:00'), now, null)).toBe(false); // the day after tomorrow
    expect(isOrderSlot(hours, 'TakeAway', kolkata('2026-03-10T23:00:00'), now, null)).toBe(false); // the closing minute
  });

  it('offers nothing when the kitchen is never open long enough', () => {
    const now = kolkata('2026-03-10T10:00:00');
    expect(orderSlots({ openingTime: '12:00', closingTime: '12:30' }, 'HomeDelivery', now, 35)).toEqual([]);
  });

  it('starts a far delivery early enough for its ride: its first slot is later than a near one\'s', () => {
    const now = kolkata('2026-03-10T21:05:00');
    const hours = { openingTime: '00:00', closingTime: '24:00' };
    // The kitchen's 20 minutes and a 4-minute ride: ready to leave by 21:25, at the door by 21:29 -> 21:30.
    expect(clock(orderSlots(hours, 'HomeDelivery', now, 24)[0]!)).toBe('10, 21:30');
    // A 40-minute ride on top: 22:05 at the earliest -> 22:15; 21:30 would leave the door waiting.
    expect(clock(orderSlots(hours, 'HomeDelivery', now, 60)[0]!)).toBe('10, 22:15');
    expect(isOrderSlot(hours, 'HomeDelivery', kolkata('2026-03-10T21:30:00'), now, 60)).toBe(false);
  });
});
