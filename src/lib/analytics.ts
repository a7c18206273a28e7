import { ANALYTICS_URL } from '../config/links';

/** Sends one analytics event by beacon (it survives navigation); off when no endpoint is configured. */
export function track(event: string, properties: Record<string, string | number | boolean> = {}): void {
  if (!ANALYTICS_URL || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(ANALYTICS_URL, JSON.stringify({ event, properties, at: Date.now() }));
}
