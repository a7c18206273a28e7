/**
 * Opening hours per weekday (issue 36): the usual hours hold every day head office did not set apart; a day can
 * keep other hours or close, and hours past midnight run into the next morning whatever that day's own hours are.
 * One rule for 'Open now', the closed lines, the order slots and the server's refusals.
 */
import { describe, expect, it } from 'vitest';
import { updateOutletRequest } from '../../src/api/contract';
import { closedLine } from '../../src/rules/closedLine';
import { closedMessage } from '../../src/rules/closedMessage';
import { openingHoursText } from '../../src/features/restaurants/hoursText';
import { hoursAt, isOpenAt, kolkataWeekdayOf, type OutletHours } from '../../src/lib/openingHours';
import { nextOpening } from '../../src/lib/reopening';
import { orderSlots } from '../../src/lib/orderSlots';

const kolkata = (time: string) => Date.parse(`${time}+05:30`);
const clock = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
// 2026-11-28 is a Saturday, 2026-11-29 a Sunday, 2026-11-30 a Monday.
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-30';

const closedSundays: OutletHours = { openingTime: '11:00', closingTime: '23:00', weekdayHours: { 0: null } };

describe('opening hours per weekday', () => {
  it('read the weekday in Kolkata, whatever the UTC day', () => {
    expect(kolkataWeekdayOf(kolkata(`${SUNDAY}T00:10:00`))).toBe(0);
    expect(kolkataWeekdayOf(kolkata(`${SATURDAY}T23:59:00`))).toBe(6);
  });

  it('close a weekday the outlet keeps closed, and open on the others at the usual hours', () => {
    expect(isOpenAt(closedSundays, kolkata(`${SATURDAY}T12:00:00`))).toBe(true);
    expect(isOpenAt(closedSundays, kolkata(`${SUNDAY}T12:00:00`))).toBe(false);
    expect(isOpenAt(closedSundays, kolkata(`${MONDAY}T12:00:00`))).toBe(true);
    expect(openingHoursText(closedSundays, kolkata(`${SUNDAY}T12:00:00`))).toBeNull();
    expect(openingHoursText(closedSundays, kolkata(`${MONDAY}T12:00:00`))).toBe('11:00–23:00');
  });

  it('say the day it opens next when a closed day lies between, and tomorrow when it does not', () => {
    const outlet = { ...closedSundays, title: 'Gold Leaf — Noida' };
    expect(closedLine(outlet, kolkata(`${SATURDAY}T23:30:00`))).toBe('Closed now. Opens on Monday at 11:00 am.');
    expect(closedMessage(outlet, kolkata(`${SATURDAY}T23:30:00`))).toBe('Gold Leaf — Noida is closed now. It opens on Monday at 11:00 am.');
    expect(closedLine(outlet, kolkata(`${SUNDAY}T12:00:00`))).toBe('Closed now. Opens tomorrow at 11:00 am.');
    expect(closedLine(outlet, kolkata(`${MONDAY}T09:00:00`))).toBe('Closed now. Opens at 11:00 am.');
    expect(nextOpening(outlet, kolkata(`${SATURDAY}T23:30:00`))).toEqual({ at: kolkata(`${MONDAY}T11:00:00`), inDays: 2 });
  });

  it("run a day's late hours into the next morning, even into a day kept closed, and no further", () => {
    const lateSaturdays: OutletHours = { openingTime: '11:00', closingTime: '23:00', weekdayHours: { 6: { opens: '18:00', closes: '02:00' }, 0: null } };
    expect(isOpenAt(lateSaturdays, kolkata(`${SATURDAY}T12:00:00`))).toBe(false);
    expect(isOpenAt(lateSaturdays, kolkata(`${SATURDAY}T23:30:00`))).toBe(true);
    expect(isOpenAt(lateSaturdays, kolkata(`${SUNDAY}T01:30:00`))).toBe(true);
    expect(hoursAt(lateSaturdays, kolkata(`${SUNDAY}T01:30:00`))).toEqual({ opens: '18:00', closes: '02:00' });
    expect(openingHoursText(lateSaturdays, kolkata(`${SUNDAY}T01:30:00`))).toBe('18:00–02:00');
    expect(isOpenAt(lateSaturdays, kolkata(`${SUNDAY}T02:00:00`))).toBe(false);
    expect(isOpenAt(lateSaturdays, kolkata(`${SUNDAY}T20:00:00`))).toBe(false);
    // Friday's usual hours end at 23:00: nothing of Saturday's late night runs backwards.
    expect(isOpenAt(lateSaturdays, kolkata('2026-11-27T23:30:00'))).toBe(false);
    // Monday's early morning is Sunday's night, and Sunday is closed.
    expect(isOpenAt(lateSaturdays, kolkata(`${MONDAY}T01:00:00`))).toBe(false);
  });

  it('keep a day open around the clock when its times are equal', () => {
    const allNightFriday: OutletHours = { openingTime: '11:00', closingTime: '23:00', weekdayHours: { 5: { opens: '00:00', closes: '24:00' } } };
    expect(isOpenAt(allNightFriday, kolkata('2026-11-27T04:00:00'))).toBe(true);
    expect(isOpenAt(allNightFriday, kolkata(`${SATURDAY}T04:00:00`))).toBe(false);
    expect(openingHoursText(allNightFriday, kolkata('2026-11-27T04:00:00'))).toBe('Open 24 hours');
  });

  it('have no next opening for a week with no open day, and say closed without a time', () => {
    const never: OutletHours = { openingTime: '11:00', closingTime: '23:00', weekdayHours: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null } };
    expect(nextOpening(never, kolkata(`${SUNDAY}T12:00:00`))).toBeNull();
    expect(closedLine(never, kolkata(`${SUNDAY}T12:00:00`))).toBe('Closed now');
  });

  it('offer no order slot on a closed weekday, and reach over it to the next open day', () => {
    const now = kolkata(`${SATURDAY}T21:00:00`);
    const slots = orderSlots(closedSundays, 'TakeAway', now, null).map(clock);
    expect(slots[0]).toBe('Sat 21:30');
    expect(slots).toContain('Sat 22:45');
    expect(slots.some((slot) => slot.startsWith('Sun'))).toBe(false);
    // Sunday kept closed, Monday's slots are offered: from 11:30 (the kitchen opens at 11:00 and takes 20 minutes) to 22:45.
    const monday = slots.filter((slot) => slot.startsWith('Mon'));
    expect([monday[0], monday.length]).toEqual(['Mon 11:30', 46]);
    expect(slots.at(-1)).toBe('Mon 22:45');
    // A Friday's slots end with Saturday, as any day's end with tomorrow.
    expect(orderSlots(closedSundays, 'TakeAway', kolkata('2026-11-27T21:00:00'), null).map(clock).at(-1)).toBe('Sat 22:45');
  });
});

describe('the console’s weekday hours', () => {
  const save = (weekdayHours: unknown) => updateOutletRequest.safeParse({ version: 1, weekdayHours });
  const firstMessage = (weekdayHours: unknown) => save(weekdayHours).error?.issues[0]?.message;

  it('take other hours or null for closed, per day 0 (Sunday) to 6 (Saturday)', () => {
    expect(save({ 0: null, 5: { opens: '11:00', closes: '01:00' } }).success).toBe(true);
    expect(save({}).success).toBe(true);
  });

  it('refuse a week closed every day, a day beyond Saturday and a time that is not one, saying why', () => {
    expect(firstMessage({ 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null })).toBe('Keep the outlet open on at least one day of the week');
    expect(save({ 7: null }).success).toBe(false);
    expect(firstMessage({ 1: { opens: '25:00', closes: '23:00' } })).toBe('opens must be a time like 09:30');
    expect(firstMessage({ 1: { opens: '11:00', closes: '24:30' } })).toBe('closes must be a time like 23:00 (24:00 for midnight)');
  });
});
