/**
 * SPEC 4 at start-up: the position is asked with a 5 s time-out and, unless dining in, the saved or default
 * address stands in after 3 s; the outlet list's automatic loads stop after 3 tries in a session, against a real
 * HTTP server on loopback that refuses every one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as LocateModule from '../../src/features/location/locate';
import type * as LocationAtomsModule from '../../src/features/location/locationAtoms';
import type * as CartAtomsModule from '../../src/features/cart/cartAtoms';
import type * as LoadModule from '../../src/features/restaurants/loadRestaurants';
import type * as RestaurantAtomsModule from '../../src/features/restaurants/restaurantAtoms';

const requests: string[] = [];
/** Where each list asked for was measured from ('30.7046,76.7179'). */
const measuredFrom: string[] = [];
/** Refuse every list (the retry cap), or answer an empty one after `answerAfter` (the place following). */
let answering: { answerAfter: number } | null = null;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    requests.push(req.url ?? '');
    const query = JSON.parse(body || '{}') as { latitude?: number; longitude?: number };
    measuredFrom.push(`${query.latitude},${query.longitude}`);
    if (answering) {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errorCode: 0, message: '', responsePacket: [] }));
      }, answering.answerAfter);
      return;
    }
    // A refusal the client does not retry by itself: each request is one attempt of the list's own.
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errorCode: 400, message: 'Please try again', responsePacket: null }));
  });
});

let locate: typeof LocateModule;
let locationAtoms: typeof LocationAtomsModule;
let cartAtoms: typeof CartAtomsModule;
let load: typeof LoadModule;
let restaurantAtoms: typeof RestaurantAtomsModule;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_ORIGIN', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  locate = await import('../../src/features/location/locate');
  locationAtoms = await import('../../src/features/location/locationAtoms');
  cartAtoms = await import('../../src/features/cart/cartAtoms');
  load = await import('../../src/features/restaurants/loadRestaurants');
  restaurantAtoms = await import('../../src/features/restaurants/restaurantAtoms');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.useRealTimers());

/** A device that answers only when the test says so, and records what it was asked with. */
function slowDevice() {
  const asked: PositionOptions[] = [];
  let answer: PositionCallback = () => undefined;
  let fail: PositionErrorCallback = () => undefined;
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, error: PositionErrorCallback, options: PositionOptions) => {
      asked.push(options);
      answer = success;
      fail = error;
    },
  } as unknown as Geolocation;
  const fix = (latitude: number, longitude: number) => answer({ coords: { latitude, longitude } } as GeolocationPosition);
  const timeOut = () => fail({ code: 3, message: 'Timeout expired', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  return { geolocation, asked, fix, timeOut };
}

describe('location at start-up (SPEC 4)', () => {
  it('asks with a 5 s time-out and, without an answer, takes the default address at 3 s, not before', () => {
    vi.useFakeTimers();
    const store = createStore();
    const device = slowDevice();
    locate.locate(store, device.geolocation);
    expect(device.asked).toEqual([expect.objectContaining({ timeout: 5_000 })]);
    vi.advanceTimersByTime(2_999);
    expect(store.get(locationAtoms.placeAtom)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get(locationAtoms.placeAtom)).toMatchObject({ source: 'default', latitude: 30.7374, longitude: 76.6762 });
    // The device answering later does not move the list that is already measured from the address.
    device.fix(30.7, 76.7);
    expect(store.get(locationAtoms.placeAtom)).toMatchObject({ source: 'default' });
  });

  it('takes a saved address the diner chose as the place at once, without asking the device; once it is gone, asks', () => {
    vi.useFakeTimers();
    const store = createStore();
    const address = { recordId: 4, addressLine1: 'House 12', addressLine2: 'Mohali', addressLine3: '', addressType: 'Home', latitude: 30.71, longitude: 76.72 };
    store.set(locationAtoms.selectedAddressAtom, address);
    const device = slowDevice();
    locate.followPlace(store, device.geolocation);
    expect(store.get(locationAtoms.placeAtom)).toMatchObject({ source: 'saved-address', latitude: 30.71, longitude: 76.72 });
    vi.advanceTimersByTime(3_000);
    expect(device.asked).toEqual([]);
    // Signed out (or the address deleted): SPEC 4's rule finds the place, the device first.
    store.set(locationAtoms.selectedAddressAtom, null);
    expect(device.asked).toHaveLength(1);
    device.fix(30.7046, 76.7179);
    expect(store.get(locationAtoms.placeAtom)).toMatchObject({ source: 'device', latitude: 30.7046, longitude: 76.7179 });
  });

  it('waits for the device past 3 s when dining in, until its own 5 s time-out', () => {
    vi.useFakeTimers();
    const store = createStore();
    store.set(cartAtoms.orderTypeAtom, 'DineIn');
    const device = slowDevice();
    locate.locate(store, device.geolocation);
    vi.advanceTimersByTime(4_999);
    expect(store.get(locationAtoms.placeAtom)).toBeNull();
    device.timeOut();
    expect(store.get(locationAtoms.placeAtom)).toMatchObject({ source: 'default' });
    expect(store.get(locationAtoms.locationProblemAtom)).not.toBeNull();
  });

  it('a device that answers within 3 s is where the list is measured from', () => {
    vi.useFakeTimers();
    const store = createStore();
    const device = slowDevice();
    locate.locate(store, device.geolocation);
    vi.advanceTimersByTime(1_000);
    device.fix(30.7046, 76.7179);
    vi.advanceTimersByTime(5_000);
    expect(store.get(locationAtoms.placeAtom)).toMatchObject({ source: 'device', latitude: 30.7046, longitude: 76.7179 });
  });
});

describe('the outlet list (SPEC 4)', () => {
  it('tries 3 times in all in a session, however often loading is asked for; a tap on Retry still asks', async () => {
    load.resetRestaurantAttempts();
    const store = createStore();
    store.set(locationAtoms.locatedAtom, locate.devicePlace({ latitude: 30.7046, longitude: 76.7179 }));
    await load.loadRestaurants(store);
    // The second and third tries come by themselves, after growing pauses (1.5 s, then 3 s).
    await vi.waitFor(() => expect(requests).toHaveLength(3), { timeout: 10_000, interval: 100 });
    await vi.waitFor(() => expect(store.get(restaurantAtoms.restaurantListAtom).status).toBe('error'));
    // The cap is the session's: another automatic load (a new position, a screen mounting) asks nothing.
    await load.loadRestaurants(store);
    await load.loadRestaurants(store);
    expect(requests).toHaveLength(3);
    // The customer's own Retry is not an automatic try.
    await load.loadRestaurants(store, { userAsked: true });
    expect(requests).toHaveLength(4);
    expect(new Set(requests)).toEqual(new Set(['/v1/api/restaurantList']));
    // The real pauses between tries (4.5 s) leave the 5 s default no room on a busy machine.
  }, 30_000);

  it('follows where the food goes: measured again from each place chosen, the last one last, and not again for the same place', async () => {
    load.resetRestaurantAttempts();
    requests.length = 0;
    measuredFrom.length = 0;
    answering = { answerAfter: 300 };
    const choose = { ...(await import('../../src/features/location/chooseAddress')), ...(await import('../../src/features/location/choosePlace')) };
    const store = createStore();
    store.set(locationAtoms.locatedAtom, locate.devicePlace({ latitude: 30.7374, longitude: 76.6762 }));
    load.loadRestaurantsForPlace(store);
    const home = { recordId: 4, addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: '', addressType: 'Home', latitude: 30.7046, longitude: 76.7179 };
    // Chosen while the device's list is still on its way, then a place searched for: the list of the last choice
    // follows, once; the address chosen in between is never asked for.
    choose.chooseAddress(store, home);
    choose.chooseSearchedPlace(store, { latitude: 30.7398, longitude: 76.7827, source: 'searched', label: 'Sector 17, Chandigarh', searched: { name: 'Sector 17', area: 'Chandigarh' }, chosen: true });
    await vi.waitFor(() => expect(measuredFrom).toHaveLength(2), { timeout: 10_000, interval: 50 });
    await vi.waitFor(() => expect(store.get(restaurantAtoms.restaurantListAtom).status).toBe('ready'));
    expect(measuredFrom).toEqual(['30.7374,76.6762', '30.7398,76.7827']);
    choose.chooseAddress(store, home);
    await vi.waitFor(() => expect(measuredFrom).toHaveLength(3), { timeout: 10_000, interval: 50 });
    // The same place again (a new copy of it, as checkout's fresh list of addresses gives) asks for nothing: the next
    // list asked for is the next place's.
    choose.chooseAddress(store, { ...home });
    choose.chooseDevicePosition(store, { latitude: 30.7333, longitude: 76.7794 });
    await vi.waitFor(() => expect(measuredFrom.at(-1)).toBe('30.7333,76.7794'), { timeout: 10_000, interval: 50 });
    expect(measuredFrom).toEqual(['30.7374,76.6762', '30.7398,76.7827', '30.7046,76.7179', '30.7333,76.7794']);
    answering = null;
  }, 30_000);
});
