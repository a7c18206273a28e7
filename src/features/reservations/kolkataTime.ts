import { TIME_ZONE } from '../../config/constants';

/** Asia/Kolkata has kept +05:30 all year since 1945, so a fixed offset converts its wall time exactly. */
const KOLKATA_OFFSET = '+05:30';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as a datetime-local value ("2026-01-16T20:00") in Kolkata time. The picker shows wall time
 * without a zone; the outlets are in India, so that wall time is India's whatever zone the phone is set to.
 */
export function toKolkataInput(epochMs: number): string {
  const parts = wallClock.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A datetime-local value read as Kolkata wall time, in epoch ms; null when it is not a complete date and time. */
export function fromKolkataInput(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/.exec(value);
  if (!match) return null;
  const epochMs = Date.parse(`${match[1]}${match[2] ?? ':00'}${KOLKATA_OFFSET}`);
  return Number.isNaN(epochMs) ? null : epochMs;
}
