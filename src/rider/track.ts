/**
 * While an order is out for delivery the phone shares the rider's position: a fix from watchPosition goes when the
 * rider moved 50 m or 10 s passed since the last one sent, and a rider standing still has their latest fix sent again
 * each 10 s (./cadence.ts), while the page is in view. Fixes go into a queue kept in memory and in IndexedDB, so a
 * reload or a closed tab does not lose them, and are sent oldest first; with no signal they wait (each with the time
 * it was taken, so the server keeps the newest on the diner's map) and go when the signal returns. The screen stays
 * on (Wake Lock) while sharing.
 */
import { createStore, get, set } from 'idb-keyval';
import { call, LinkRefused, NoConnection, Refused } from './api';
import { afterAnswer, fixIsDue, heartbeat, heartbeatFix, waitBeforeSending, type Fix } from './cadence';

interface Queued extends Fix {
  ref: string;
}

const store = createStore('rider', 'positions');
const QUEUE_KEY = 'queue';
/** Where the page kept its queue before IndexedDB: taken over once, then removed. */
const OLD_QUEUE_STORE = 'rider-positions';
/** A day's worth of 10 s fixes is more than any signal gap; past that the oldest go first. */
const MAX_QUEUED = 500;
const RETRY_MS = 5_000;

const queue: Queued[] = [];
let refs: string[] = [];
let watch: number | null = null;
let lastSent: Fix | null = null;
let latest: Fix | null = null;
let flushing = false;
let lock: WakeLockSentinel | null = null;
let onChange: () => void = () => {};
let onRefused: () => void = () => {};
/** refusal: the server's words for the last fix it refused as impossible (outside India, a wrong clock), until one is taken. */
export const state = { sharing: false, denied: false, refusal: '' };
/** When the server last answered a position for each order: the next goes a second after (it takes one a second). */
const answered = new Map<string, number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status the server answered a position with, 'offline' without signal; a refusal said as impossible is kept to show. */
function answerOf(error: unknown): number | 'offline' {
  if (error === null) return 200;
  if (error instanceof NoConnection) return 'offline';
  if (error instanceof LinkRefused) return 401;
  if (!(error instanceof Refused)) return 0;
  // 400: the phone's own setting (its location, its clock), which the rider can put right once told.
  if (error.status === 400) state.refusal = error.message;
  return error.status;
}

async function sendPosition(ref: string, fix: Fix): Promise<number | 'offline'> {
  let error: unknown = null;
  try {
    await call(`/orders/${encodeURIComponent(ref)}/position`, { latitude: fix.latitude, longitude: fix.longitude, at: fix.at });
    state.refusal = '';
  } catch (failure) {
    error = failure;
  }
  answered.set(ref, Date.now());
  return answerOf(error);
}

/** What waited when the page was last open (older than any fix of this visit, so first in line). */
const restored = (async () => {
  try {
    const old = JSON.parse(localStorage.getItem(OLD_QUEUE_STORE) ?? '[]') as Queued[];
    const kept = [...((await get<Queued[]>(QUEUE_KEY, store)) ?? []), ...old];
    queue.unshift(...kept);
    lastSent = kept.at(-1) ?? lastSent;
  } catch {
    // Nothing kept, or no IndexedDB (a private window): the queue lives in memory.
  }
})();
/** How many positions wait on the phone: counted once written, so the page says only what a reload keeps. */
let kept = 0;
/** Each write waits for the one before, and stores the queue as it is when it runs. */
let writes: Promise<void> = restored.then(() => void (kept = queue.length));
const save = (): void => {
  writes = writes.then(async () => {
    const copy = queue.slice();
    // Without IndexedDB (a private window) the queue is in memory only, and still said.
    await set(QUEUE_KEY, copy, store).catch(() => undefined);
    kept = copy.length;
    onChange();
  });
};

// The old queue, taken over: it leaves localStorage once IndexedDB holds it.
if (localStorage.getItem(OLD_QUEUE_STORE) !== null) {
  save();
  writes = writes.then(() => localStorage.removeItem(OLD_QUEUE_STORE));
}

export const queuedCount = (): number => kept;

function refused(): void {
  queue.length = 0;
  save();
  onRefused();
}

/**
 * Sends what waits, oldest first, a second apart for each order; stops at the first that finds no signal and tries
 * again later. A fix refused for good is dropped and the rest still go (./cadence.ts afterAnswer).
 */
export async function flush(): Promise<void> {
  await restored;
  if (flushing) return;
  flushing = true;
  let tries = 0;
  try {
    while (queue.length > 0) {
      const next = queue[0] as Queued;
      const wait = waitBeforeSending(answered.get(next.ref), Date.now());
      if (wait > 0) await sleep(wait);
      const after = afterAnswer(await sendPosition(next.ref, next), ++tries);
      if (after === 'wait-for-signal') {
        setTimeout(() => void flush(), RETRY_MS);
        break;
      }
      if (after === 'stop') {
        refused();
        break;
      }
      if (after === 'send-again') continue;
      // The head is still this fix: a fix sent while it was on its way only joined the queue behind it.
      if (queue[0] === next) queue.shift();
      tries = 0;
      save();
    }
  } finally {
    flushing = false;
    onChange();
  }
}

function send(fix: Fix): void {
  lastSent = fix;
  beats.sent();
  for (const ref of refs) queue.push({ ref, ...fix });
  if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
  save();
  void flush();
}

function onFix(position: GeolocationPosition): void {
  state.denied = false;
  const here = { latitude: position.coords.latitude, longitude: position.coords.longitude, at: Date.now() };
  latest = here;
  // After what the last visit kept is read: its newest is the last sent, so a reload does not queue the same place again.
  void restored.then(() => fixIsDue(lastSent, here) && send(here));
}

/**
 * The standing rider's beat: their latest fix once more, sent straight away and never queued (a repeat is worth
 * nothing later), so a beat without signal is simply lost.
 */
const beats = heartbeat(() => {
  const fix = heartbeatFix(latest, queue.length, Date.now());
  if (!fix) return;
  beats.sent();
  for (const ref of refs) void sendPosition(ref, fix).then((answer) => (answer === 401 ? refused() : onChange()));
});

/** Beats only while sharing and in view: a hidden page has no fresh fix to vouch for, and its timers are throttled. */
const beatWhenSeen = (): void => (state.sharing && document.visibilityState === 'visible' ? beats.start() : beats.stop());

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
    watch = navigator.geolocation.watchPosition(onFix, (error) => {
      state.denied = error.code === error.PERMISSION_DENIED;
      onChange();
    }, { enableHighAccuracy: true, maximumAge: 0 });
    void keepScreenOn();
  } else if (!wanted && watch !== null) {
    navigator.geolocation.clearWatch(watch);
    watch = null;
    lastSent = latest = null;
    state.sharing = false;
    void lock?.release();
    lock = null;
  }
  beatWhenSeen();
}

export function startTracking(changed: () => void, onLinkRefused: () => void): void {
  onChange = changed;
  onRefused = onLinkRefused;
  window.addEventListener('online', () => void flush());
  // A wake lock ends when the page is hidden; it is asked for again when the rider comes back to it.
  document.addEventListener('visibilitychange', () => {
    beatWhenSeen();
    void keepScreenOn();
  });
  window.addEventListener('pagehide', () => beats.stop());
  window.addEventListener('pageshow', beatWhenSeen);
  void flush();
}
