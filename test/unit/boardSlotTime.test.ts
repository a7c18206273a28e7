/**
 * The kitchen board's words for when a scheduled order is due: the time today, 'tomorrow' before tomorrow's, and the
 * day before a later one (an order can be scheduled past a closure, days ahead), all on Kolkata's calendar.
 */
import { describe, expect, it } from 'vitest';
import { slotTime } from '../../src/outlet/board/dom';

// Thu 27 Nov 2026, 10:00 pm in Kolkata (16:30 UTC).
const NOW = Date.parse('2026-11-27T16:30:00Z');
const kolkata = (local: string) => Date.parse(`${local}+05:30`);

describe('the board says when a scheduled order is due', () => {
  it('by its time today', () => {
    expect(slotTime(kolkata('2026-11-27T23:30:00'), NOW)).toBe('11:30 pm');
  });

  it("with 'tomorrow' from Kolkata's midnight", () => {
    expect(slotTime(kolkata('2026-11-28T00:15:00'), NOW)).toBe('tomorrow 12:15 am');
    expect(slotTime(kolkata('2026-11-28T23:45:00'), NOW)).toBe('tomorrow 11:45 pm');
  });

  it('with its day when it is later than tomorrow', () => {
    expect(slotTime(kolkata('2026-11-29T00:00:00'), NOW)).toBe('Sun, 29 Nov 12:00 am');
    expect(slotTime(kolkata('2026-12-03T19:30:00'), NOW)).toBe('Thu, 3 Dec 7:30 pm');
  });
});
