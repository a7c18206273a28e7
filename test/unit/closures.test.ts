/** Closures (issue 36): the day rule the app and the server share, and the order slots around a closure. */
import { describe, expect, it } from 'vitest';
import { backOnDay, closedOn, firstClosure, kolkataDayOf } from '../../src/lib/closures';
import { orderSlots } from '../../src/lib/orderSlots';

const kolkata = (time: string) => Date.parse(`${time}+05:30`);
const clock = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
const diwali = { reason: 'Diwali', startsOn: '2026-10-30', endsOn: '2026-11-02' };

describe('closures', () => {
  it('close whole Kolkata days, both ends included', () => {
    expect(kolkataDayOf(kolkata('2026-10-30T00:00:00'))).toBe('2026-10-30');
    expect(kolkataDayOf(kolkata('2026-10-29T23:59:00'))).toBe('2026-10-29');
    expect(closedOn(diwali, kolkata('2026-10-29T23:59:00'))).toBe(false);
    expect(closedOn(diwali, kolkata('2026-10-30T00:00:00'))).toBe(true);
    expect(closedOn(diwali, kolkata('2026-11-02T23:59:00'))).toBe(true);
    expect(closedOn(diwali, kolkata('2026-11-03T00:00:00'))).toBe(false);
    expect(backOnDay(diwali)).toBe('2026-11-03');
  });

  it('tell the first one not over, merged with those that run into it', () => {
    const repairs = { reason: 'Repairs', startsOn: '2026-11-03', endsOn: '2026-11-04' };
    const later = { reason: 'Holi', startsOn: '2027-03-21', endsOn: '2027-03-21' };
    expect(firstClosure([later, repairs, diwali], '2026-10-31')).toEqual({ reason: 'Diwali', startsOn: '2026-10-30', endsOn: '2026-11-04' });
    expect(firstClosure([later, repairs, diwali], '2026-11-05')).toEqual(later);
    expect(firstClosure([diwali], '2026-11-03')).toBeNull();
  });

  it('leave no slot on a closed day, and offer the day it is back though it is beyond tomorrow', () => {
    const now = kolkata('2026-10-30T12:00:00');
    const slots = orderSlots({ openingTime: '00:00', closingTime: '24:00', closure: diwali }, 'TakeAway', now, null);
    // The kitchen starts on a takeaway 20 minutes ahead: not before the closure ends at midnight.
    expect(clock(slots[0]!)).toBe('03, 00:30');
    expect(clock(slots.at(-1)!)).toBe('03, 23:45');
    expect(slots).toHaveLength(24 * 4 - 2);
    // A closure starting the day after tomorrow leaves today's and tomorrow's slots as they were.
    const ahead = orderSlots({ openingTime: '00:00', closingTime: '24:00', closure: { ...diwali, startsOn: '2026-11-01' } }, 'TakeAway', now, null);
    expect(clock(ahead.at(-1)!)).toBe('31, 23:45');
  });
});
