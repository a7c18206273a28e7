/**
 * When the rider's phone sends a position (issue 37: "every 10 s or 50 m, whichever comes first"), and what its queue
 * does with the server's answer (issue 44), apart from the browser's geolocation and network so a unit test drives it
 * (test/unit/riderCadence.test.ts). A new fix goes when it
 * is 50 m from the last one sent or 10 s have passed; a rider standing still gets no new fix at all, so a heartbeat
 * sends the latest fix again each 10 s without a send, and the diner sees the rider is live.
 */
import { distanceInMeters } from '../rules/geo';
import { POSITION_EVERY_METRES, POSITION_EVERY_MS, POSITION_GAP_MS } from './constants';

export interface Fix {
  latitude: number;
  longitude: number;
  /** When the phone took it (epoch ms). */
  at: number;
}

/** Whether a new fix goes: the first, or 10 s after the last sent, or 50 m from it. */
export const fixIsDue = (lastSent: Fix | null, here: Fix): boolean =>
  !lastSent || here.at - lastSent.at >= POSITION_EVERY_MS || distanceInMeters(lastSent, here) >= POSITION_EVERY_METRES;

/**
 * What a heartbeat sends: the latest fix, taken as of now (the phone has not moved from it, or watchPosition would
 * have said so), and nothing while positions still wait for signal: they show the rider when they go.
 */
export const heartbeatFix = (latest: Fix | null, waiting: number, now: number): Fix | null => (latest && waiting === 0 ? { ...latest, at: now } : null);

export interface Heartbeat {
  readonly running: boolean;
  /** Beats from now on, each `everyMs` without a send. */
  start(): void;
  /** A position went: the next beat is `everyMs` from now. */
  sent(): void;
  /** No more beats (nothing out for delivery, or the page hidden or closed). */
  stop(): void;
}

/** Calls `beat` whenever `everyMs` pass while running without `sent()`; `beat` may itself send (and call `sent()`). */
export function heartbeat(beat: () => void, everyMs = POSITION_EVERY_MS): Heartbeat {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const arm = (): void => {
    clearTimeout(timer);
    timer = running ? setTimeout(fire, everyMs) : undefined;
  };
  const fire = (): void => {
    timer = undefined;
    beat();
    if (timer === undefined) arm();
  };
  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      arm();
    },
    sent() {
      if (running) arm();
    },
    stop() {
      running = false;
      arm();
    },
  };
}

/** Issue 44: a fix the server found too soon after the last (429) goes again a second later, this many times at most. */
export const TRIES_WHEN_TOO_SOON = 5;

/** What the queue does once the server answered the fix at its head. */
export type AfterAnswer = 'send-next' | 'send-again' | 'wait-for-signal' | 'stop';

/**
 * `answer`: the HTTP status (200 taken), or 'offline'; `tries`: how often this fix has gone. Only two answers hold
 * the queue: no signal (the same fix waits for it) and a link that stopped working (nothing more can go). Too soon
 * is the server's one-a-second rule: the same fix again, a few times. Anything else refused (outside India, a wrong
 * clock, delivered meanwhile) is dropped, never blocking the fixes behind it.
 */
export function afterAnswer(answer: number | 'offline', tries: number): AfterAnswer {
  if (answer === 'offline') return 'wait-for-signal';
  if (answer === 401) return 'stop';
  if (answer === 429 && tries < TRIES_WHEN_TOO_SOON) return 'send-again';
  return 'send-next';
}

/** How long to wait before sending for an order: a second after the server last answered for it (epoch ms). */
export const waitBeforeSending = (lastAnswerAt: number | undefined, now: number): number => (lastAnswerAt === undefined ? 0 : Math.max(0, lastAnswerAt + POSITION_GAP_MS - now));
