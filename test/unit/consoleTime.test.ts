/**
 * The console shows every time in India's time whatever the laptop's zone (src/admin/dateTime.ts): this process runs
 * in Los Angeles' zone for these tests, where an order placed at 05:13 in Mohali is 3:43 pm the day before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeText, dayText, dayValue, sheetTimeText, timeText } from '../../src/admin/dateTime';

// 27 Nov 2026, 05:13 in Kolkata (UTC+5:30) is 26 Nov 23:43 UTC and 26 Nov 15:43 in Los Angeles.
const PLACED = Date.parse('2026-11-27T05:13:00+05:30');
const zone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the console’s dates and times', () => {
  it('runs where the laptop’s own zone is a day behind Kolkata', () => {
    expect(new Date(PLACED).getDate()).toBe(26);
  });

  it('shows a moment in Kolkata: the day and the time there', () => {
    expect(dateTimeText(PLACED)).toBe('27 Nov 2026, 5:13 am');
    expect(timeText(PLACED)).toBe('5:13 am');
    expect(sheetTimeText(PLACED)).toBe('2026-11-27 05:13');
  });

  it('shows a Kolkata day as that day, in words', () => {
    expect(dayText('2026-11-03')).toBe('3 Nov 2026');
    expect(dayText('2026-01-01')).toBe('1 Jan 2026');
  });

  it('reads a date input’s moment as the Kolkata day holding it, and keeps a day as it is', () => {
    expect(dayValue(PLACED)).toBe('2026-11-27');
    expect(dayValue(new Date(PLACED))).toBe('2026-11-27');
    expect(dayValue('2026-11-03')).toBe('2026-11-03');
    expect(dayValue('')).toBeNull();
    expect(dayValue(null)).toBeNull();
    expect(dayValue('not a day')).toBeNull();
  });
});
