import { beforeEach, describe, expect, it } from 'vitest';
import { clear } from 'idb-keyval';
import { addressToPreselect, readLastAddressId, rememberLastAddressId } from '../../src/features/checkout/lastAddress';

// Sector 70 and Phase 7 in Mohali, Sector 17 in Chandigarh.
const home = { recordId: 11, latitude: 30.7046, longitude: 76.7179 };
const office = { recordId: 12, latitude: 30.7398, longitude: 76.7827 };
const parents = { recordId: 13, latitude: 30.7109, longitude: 76.7194 };

describe("'Deliver to' starts from an address", () => {
  it('keeps a choice that is still saved', () => {
    expect(addressToPreselect([home, office], 12, 11)).toBeNull();
  });
  it('takes the last one used, else the only one', () => {
    expect(addressToPreselect([home, office, parents], null, 13)).toBe(parents);
    expect(addressToPreselect([home], null, null)).toBe(home);
    expect(addressToPreselect([home], null, 99)).toBe(home);
  });
  it('replaces a choice that is no longer saved (deleted, or another customer’s)', () => {
    expect(addressToPreselect([home, office], 42, 12)).toBe(office);
    expect(addressToPreselect([office], 42, null)).toBe(office);
  });
  it('leaves several addresses without history to the customer', () => {
    expect(addressToPreselect([home, office], null, null)).toBeNull();
    expect(addressToPreselect([], null, 11)).toBeNull();
  });
  it('after a place the diner chose that is no saved address (searched for, or the device), takes only an address at that place', () => {
    // 100 m from Sector 17's pin: that is the office. The last one used (home) is not where the diner said.
    expect(addressToPreselect([home, office], null, 11, { latitude: 30.7407, longitude: 76.7827 })).toBe(office);
    // A kilometre from Sector 70 and from Sector 17: no saved address is there, so none (the diner chooses or adds one).
    expect(addressToPreselect([home, office], null, 11, { latitude: 30.7109, longitude: 76.7250 })).toBeNull();
    expect(addressToPreselect([home], null, null, { latitude: 30.7109, longitude: 76.7250 })).toBeNull();
    // Two near it (40 m and 80 m): the nearer.
    const nextDoor = { recordId: 14, latitude: 30.7115, longitude: 76.7194 };
    expect(addressToPreselect([home, nextDoor, parents], null, null, { latitude: 30.7108, longitude: 76.719 })).toBe(parents);
    // A choice still saved stays, wherever the place.
    expect(addressToPreselect([home, office], 11, null, { latitude: 30.7407, longitude: 76.7827 })).toBeNull();
  });
});

describe('the last address used', () => {
  beforeEach(() => clear());
  it('is remembered on the device', async () => {
    expect(await readLastAddressId()).toBeNull();
    rememberLastAddressId(12);
    await expect.poll(() => readLastAddressId()).toBe(12);
  });
});
