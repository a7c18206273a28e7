/**
 * While an order is out for delivery the phone shares the rider's position: each fix from watchPosition is sent when
 * 10 s have passed or the rider moved 50 m since the last one sent, whichever comes first. Positions go into a queue
 * kept in memory and in localStorage, sent oldest first; with no signal they wait (each with the time it was taken,
 * so the server keeps the newest on the diner's map) and go when the signal returns. The screen stays on (Wake Lock)
 * while sharing.
 */
import { POSITION_EVERY_METRES, POSITION_EVERY_MS } from './constants';
import { call, LinkRefused, NoConnection } from './api';
import { distanceInMeters } from '../lib/geo';

interface Queued {
  ref: string;
  latitude: number;
  longitude: number;
  at: number;
}

const QUEUE_STORE = 'rider-positions';
/** A day's worth of 10 s fixes is more than any signal gap; past that the oldest go first. */
const MAX_QUEUED = 500;
const RETRY_MS = 5_000;

const queue: Queued[] = (() => {
  try {
    return JSON.parse(localStorage.getItem(QUEUE_STORE) ?? '[]') as Queued[];
  } catch {
    return [];
  }
})();
const save = () => localStorage.setItem(QUEUE_STORE, JSON.stringify(queue));

let refs: string[] = [];
let watch: number | null = null;
let lastSent: { latitude: number; longitude: number; at: number } | null = null;
let flushing = false;
let lock: WakeLockSentinel | null = null;
let onChange: () => void = () => {};
let onRefused: () => void = () => {};
export const state = { sharing: false, denied: false };

export const queuedCount = (): number => queue.length;

/** Sends what waits, oldest first; stops at the first that finds no signal and tries again later. */
export async function flush(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    while (queue.length > 0) {
      const next = queue[0] as Queued;
      try {
        await call(`/orders/${encodeURIComponent(next.ref)}/position`, { latitude: next.latitude, longitude: next.longitude, at: next.at });
      } catch (error) {
        if (error instanceof NoConnection) {
          setTimeout(() => void flush(), RETRY_MS);
          break;
        }
        if (error instanceof LinkRefused) {
          queue.length = 0;
          onRefused();
          break;
        }
        // Refused for good (delivered meanwhile, a bad fix): dropped, the rest still go.
      }
      queue.shift();
      save();
    }
  } finally {
    save();
    flushing = false;
    onChange();
  }
}

function fix(position: GeolocationPosition): void {
  state.denied = false;
  const here = { latitude: position.coords.latitude, longitude: position.coords.longitude, at: Date.now() };
  if (lastSent && here.at - lastSent.at < POSITION_EVERY_MS && distanceInMeters(lastSent, here) < POSITION_EVERY_METRES) return;
  lastSent = here;
  for (const ref of refs) queue.push({ ref, ...here });
  if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
  save();
  void flush();
}

async function keepScreenOn(): Promise<void> {
  if (!state.sharing || lock || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
  try {
    lock = await navigator.wakeLock.request('screen');
    lock.addEventListener('release', () => (lock = null));
  } catch {
    // Refused (battery saver): the page still shares while it is open.
  }
}

/** Shares positions for these orders (those out for delivery); none stops sharing and lets the screen sleep. */
export function share(outForDelivery: string[]): void {
  refs = outForDelivery;
  const wanted = refs.length > 0;
  if (wanted && watch === null && 'geolocation' in navigator) {
    state.sharing = true;
    watch = navigator.geolocation.watchPosition(fix, (error) => {
      state.denied = error.code === error.PERMISSION_DENIED;
      onChange();
    }, { enableHighAccuracy: true, maximumAge: 0 });
    void keepScreenOn();
  } else if (!wanted && watch !== null) {
    navigator.geolocation.clearWatch(watch);
    watch = null;
    lastSent = null;
    state.sharing = false;
    void lock?.release();
    lock = null;
  }
}

export function startTracking(changed: () => void, refused: () => void): void {
  onChange = changed;
  onRefused = refused;
  window.addEventListener('online', () => void flush());
  // A wake lock ends when the page is hidden; it is asked for again when the rider comes back to it.
  document.addEventListener('visibilitychange', () => void keepScreenOn());
  void flush();
}
