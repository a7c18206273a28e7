import { describe, expect, it } from 'vitest';
import { INSTALL_SNOOZE_MS, installCardDue, installOffer } from '../../src/features/install/installRule';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 6, 30);
const firstVisit = { visits: 1, ordered: false, dismissedAt: null };

describe('installCardDue (issue 12: after the first order or from the second visit, 30 days after a dismissal)', () => {
  it('waits on the first visit, and on a visit nothing was counted for (storage blocked)', () => {
    expect(installCardDue(firstVisit, NOW)).toBe(false);
    expect(installCardDue({ ...firstVisit, visits: 0 }, NOW)).toBe(false);
  });
  it('is due from the second visit on', () => {
    expect(installCardDue({ ...firstVisit, visits: 2 }, NOW)).toBe(true);
    expect(installCardDue({ ...firstVisit, visits: 14 }, NOW)).toBe(true);
  });
  it('is due on the first visit once an order was placed', () => {
    expect(installCardDue({ ...firstVisit, ordered: true }, NOW)).toBe(true);
  });
  it('stays away for 30 days after a dismissal, to the millisecond, then comes back', () => {
    const dismissed = { visits: 5, ordered: true, dismissedAt: NOW };
    expect(INSTALL_SNOOZE_MS).toBe(30 * DAY);
    expect(installCardDue(dismissed, NOW + DAY)).toBe(false);
    expect(installCardDue(dismissed, NOW + 30 * DAY - 1)).toBe(false);
    expect(installCardDue(dismissed, NOW + 30 * DAY)).toBe(true);
    expect(installCardDue(dismissed, NOW + 45 * DAY)).toBe(true);
  });
  it('counts a dismissal stamped in the future (the clock went back) as recent', () => {
    expect(installCardDue({ visits: 3, ordered: false, dismissedAt: NOW + 2 * DAY }, NOW)).toBe(false);
  });
  it('after the snooze, still needs a second visit or an order', () => {
    expect(installCardDue({ visits: 1, ordered: false, dismissedAt: NOW - 31 * DAY }, NOW)).toBe(false);
  });
});

describe('installOffer', () => {
  const tab = { promptReady: false, iosStandalone: undefined, displayModeStandalone: false };
  it("offers the browser's prompt when Chromium fired beforeinstallprompt", () => {
    expect(installOffer({ ...tab, promptReady: true })).toBe('prompt');
  });
  it("shows the steps in an iPhone or iPad browser tab (Apple's navigator.standalone is false)", () => {
    expect(installOffer({ ...tab, iosStandalone: false })).toBe('ios-steps');
  });
  it('offers nothing where there is neither (Firefox, desktop Safari, a Chromium that has not offered)', () => {
    expect(installOffer(tab)).toBeNull();
  });
  it('offers nothing when running installed, by either signal', () => {
    expect(installOffer({ ...tab, promptReady: true, displayModeStandalone: true })).toBeNull();
    expect(installOffer({ ...tab, iosStandalone: true })).toBeNull();
  });
});
