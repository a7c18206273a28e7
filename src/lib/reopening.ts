/**
 * When a closed or paused outlet takes orders again: the menu's closed line, Add outside the menu and the server's
 * refusal read it. Apart from openingHours.ts, which the first view needs for 'Open now', so that this loads with them.
 */
import { DAY_MINUTES, hoursOn, isOpenAt, kolkataParts, minutesOf, type OutletHours, type Weekday } from './openingHours';

/**
 * When a closed outlet next opens, and in how many days (0 today, 1 tomorrow, up to 7), or null when no day of its
 * week opens.
 */
export function nextOpening(outlet: OutletHours, at: number): { at: number; inDays: number } | null {
  const { weekday, minute } = kolkataParts(at);
  const startOfMinute = at - (at % 60_000);
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = hoursOn(outlet, ((weekday + inDays) % 7) as Weekday);
    if (day === null) continue;
    const wait = inDays * DAY_MINUTES + minutesOf(day.opens) - minute;
    if (wait > 0) return { at: startOfMinute + wait * 60_000, inDays };
  }
  return null;
}

/** Opening hours, and until when the kitchen paused its orders (epoch ms; absent or null: not paused). */
export type TakingHours = OutletHours & { pausedUntil?: number | null };

/**
 * When an outlet that takes no orders now takes them again (epoch ms, in how many days, paused by its kitchen rather
 * than closed by its hours), or null while it takes them: one rule for the menu's closed line and Add outside the
 * menu. `at` is null for an outlet whose week has no open day.
 */
export function reopening(outlet: TakingHours, now: number): { at: number | null; inDays: number; paused: boolean } | null {
  const open = isOpenAt(outlet, now);
  const pausedUntil = outlet.pausedUntil ?? null;
  if (open && pausedUntil !== null && pausedUntil > now) return { at: pausedUntil, inDays: 0, paused: true };
  if (open) return null;
  const next = nextOpening(outlet, now);
  return { at: next?.at ?? null, inDays: next?.inDays ?? 0, paused: false };
}
