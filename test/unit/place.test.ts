/**
 * Where the food goes (issue 45): one place, by one rule. The place the diner chose (a saved address, a place
 * searched for, the device as they asked for it) once there is one, else SPEC 4's (the device within 3 s, else the
 * default address); how the header and a sentence name it; and how far TakeAway is offered instead of a delivery.
 */
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { TAKEAWAY_REACH_M } from '../../src/config/constants';
import { searchedPlaceOf } from '../../src/features/address/searchedPlace';
import { chooseAddress } from '../../src/features/location/chooseAddress';
import { chooseDevicePosition, chooseSearchedPlace } from '../../src/features/location/choosePlace';
import { defaultPlace, devicePlace } from '../../src/features/location/locate';
import { locatedAtom, placeAtom, searchedPlaceAtom, selectedAddressAtom } from '../../src/features/location/locationAtoms';
import { placeArea, placeLabel, placeParts } from '../../src/features/location/placeLabel';
import { collectableFrom, deliversTo } from '../../src/rules/geo';

const HOME = { recordId: 4, addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: 'Mohali, Punjab 160071', addressType: 'Home', latitude: 30.7046, longitude: 76.7179 };
const RESULT = { latitude: 30.7398, longitude: 76.7827, country: 'India', state: 'Punjab', postalCode: '160017', remainder: 'Jan Marg, Sector 17' };
/** Sector 17, Chandigarh, as the geocoder finds it and the sheet chooses it. */
const SECTOR_17 = searchedPlaceOf({ ...RESULT, city: 'Chandigarh', addressText: 'Sector 17, Jan Marg, Chandigarh, Punjab, 160017, India' });
const DEVICE = { latitude: 30.7374, longitude: 76.6762 };

describe('the place the food goes', () => {
  it('is SPEC 4’s until the diner chooses one, then the choice, whatever SPEC 4 found meanwhile', () => {
    const store = createStore();
    expect(store.get(placeAtom)).toBeNull();
    store.set(locatedAtom, devicePlace(DEVICE));
    expect(store.get(placeAtom)).toMatchObject({ source: 'device', ...DEVICE });
    chooseAddress(store, HOME);
    expect(store.get(placeAtom)).toMatchObject({ source: 'saved-address', latitude: HOME.latitude, longitude: HOME.longitude });
    // The device answering late (or again) does not move a place the diner chose.
    store.set(locatedAtom, devicePlace({ latitude: 30.9, longitude: 76.9 }));
    expect(store.get(placeAtom)).toMatchObject({ source: 'saved-address' });
  });

  it('is one choice at a time: a searched place replaces the address, an address the searched place, the device both', () => {
    const store = createStore();
    store.set(locatedAtom, defaultPlace());
    chooseAddress(store, HOME);
    chooseSearchedPlace(store, SECTOR_17);
    expect(store.get(selectedAddressAtom)).toBeNull();
    expect(store.get(placeAtom)).toMatchObject({ source: 'searched', latitude: SECTOR_17.latitude, label: 'Sector 17, Chandigarh' });
    chooseAddress(store, HOME);
    expect(store.get(searchedPlaceAtom)).toBeNull();
    expect(store.get(placeAtom)).toMatchObject({ source: 'saved-address' });
    chooseDevicePosition(store, { latitude: 30.7333, longitude: 76.7794 });
    expect(store.get(selectedAddressAtom)).toBeNull();
    expect(store.get(placeAtom)).toMatchObject({ source: 'device', chosen: true, latitude: 30.7333, longitude: 76.7794 });
  });

  it('never passes through no place while the diner changes it (which would ask the device again)', () => {
    const store = createStore();
    const seen: Array<string | undefined> = [];
    store.sub(placeAtom, () => seen.push(store.get(placeAtom)?.source));
    chooseSearchedPlace(store, SECTOR_17);
    chooseAddress(store, HOME);
    chooseSearchedPlace(store, SECTOR_17);
    expect(seen).toEqual(['searched', 'saved-address', 'searched']);
  });

  it('goes back to SPEC 4’s once the chosen address is gone (signed out, deleted)', () => {
    const store = createStore();
    store.set(locatedAtom, devicePlace(DEVICE));
    chooseAddress(store, HOME);
    store.set(selectedAddressAtom, null);
    expect(store.get(placeAtom)).toMatchObject({ source: 'device', ...DEVICE });
  });
});

describe('the place’s names', () => {
  it('in the header: the address’s type and locality, a searched place’s name and city, the device, the default', () => {
    const store = createStore();
    chooseAddress(store, HOME);
    expect(placeLabel(store.get(placeAtom)!)).toBe('Home · Sector 70, Mohali');
    expect(placeParts(store.get(placeAtom)!)).toEqual(['Home', 'Sector 70, Mohali']);
    chooseSearchedPlace(store, SECTOR_17);
    expect(placeLabel(store.get(placeAtom)!)).toBe('Sector 17 · Chandigarh');
    expect(placeParts(store.get(placeAtom)!)).toEqual(['Sector 17', 'Chandigarh']);
    expect(placeLabel(devicePlace(DEVICE, true))).toBe('Current location');
    expect(placeLabel(defaultPlace())).toBe('Mohali');
    // The locality is the area's last part and the city line's first, once each.
    chooseAddress(store, { ...HOME, addressLine2: 'Jan Marg, Sector 17', addressLine3: 'Chandigarh, 160017' });
    expect(placeLabel(store.get(placeAtom)!)).toBe('Home · Sector 17, Chandigarh');
    chooseAddress(store, { ...HOME, addressLine2: 'Mohali', addressLine3: 'Mohali, Punjab' });
    expect(placeLabel(store.get(placeAtom)!)).toBe('Home · Mohali');
    // Without a locality, the first line; without a type, the locality alone.
    chooseAddress(store, { ...HOME, addressLine2: '', addressLine3: ' ' });
    expect(placeParts(store.get(placeAtom)!)).toEqual(['Home', 'House 12']);
    chooseAddress(store, { ...HOME, addressType: '' });
    expect(placeParts(store.get(placeAtom)!)).toEqual(['Sector 70, Mohali', '']);
  });

  it('in a sentence (Doesn’t deliver to …): the address’s area, the searched place’s name, the default’s; none for the device', () => {
    const store = createStore();
    chooseAddress(store, HOME);
    expect(placeArea(store.get(placeAtom)!)).toBe('Sector 70');
    chooseSearchedPlace(store, SECTOR_17);
    expect(placeArea(store.get(placeAtom)!)).toBe('Sector 17');
    expect(placeArea(defaultPlace())).toBe('Mohali');
    expect(placeArea(devicePlace(DEVICE))).toBeNull();
  });

  it('of a search result: its first part and its city, or the state when the place is the city', () => {
    expect(SECTOR_17).toEqual({ latitude: 30.7398, longitude: 76.7827, source: 'searched', label: 'Sector 17, Chandigarh', searched: { name: 'Sector 17', area: 'Chandigarh' }, chosen: true });
    expect(searchedPlaceOf({ ...RESULT, city: 'Mohali', addressText: 'Mohali, Punjab, India' })).toMatchObject({ label: 'Mohali, Punjab', searched: { name: 'Mohali', area: 'Punjab' } });
  });
});

describe('TakeAway instead of a delivery', () => {
  // Seeded outlets, measured from Sector 70, Mohali.
  const morinda = { latitude: 30.7904, longitude: 76.497, availableInTakeAway: true, availableInHomeDelivery: true, deliveryRadiusInMeter: 6000 };
  const haldwani = { latitude: 29.2183, longitude: 79.513, availableInTakeAway: true, availableInHomeDelivery: true, deliveryRadiusInMeter: 7000 };

  it('is offered by an outlet the diner could go to (Morinda, 23 km), not one 316 km away (Haldwani); neither delivers there', () => {
    expect(TAKEAWAY_REACH_M).toBe(25_000);
    for (const outlet of [morinda, haldwani]) expect(deliversTo(outlet, HOME)).toBe(false);
    expect(collectableFrom(morinda, HOME)).toBe(true);
    expect(collectableFrom(haldwani, HOME)).toBe(false);
    expect(collectableFrom({ ...morinda, availableInTakeAway: false }, HOME)).toBe(false);
  });

  it('reaches exactly as far as the chain sets, in whole metres', () => {
    // Morinda is 23,166 m from Sector 70.
    expect(collectableFrom(morinda, HOME, 23_166)).toBe(true);
    expect(collectableFrom(morinda, HOME, 23_165)).toBe(false);
  });
});
