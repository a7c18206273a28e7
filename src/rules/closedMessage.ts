import { defineMessages, t } from '../i18n';
import { formatTime, formatWeekday } from '../lib/format';
import type { ClosureNotice } from '../lib/closures';
import { reopening, type TakingHours } from '../lib/reopening';
import { closureLine } from './closureWords';
import { m as outletWords } from './outletWords';

/**
 * What a tap on Add at a closed or paused outlet says, and the server's refusal of an order with the same words:
 * here, with the tap's code, not with the menu's first view (menuWords.ts).
 */
export const closedWords = defineMessages('menu', {
  /** Tapping Add at a closed outlet: the server would refuse the order, so the cart is not filled for nothing. */
  closedUntil: '{outlet} is closed now. It opens at {time}.',
  closedUntilTomorrow: '{outlet} is closed now. It opens tomorrow at {time}.',
  /** Issue 36: the next open day is further off (a weekday it keeps closed lies between): its name. */
  closedUntilDay: '{outlet} is closed now. It opens on {day} at {time}.',
  /** The kitchen paused its orders (it is full), with the time it takes orders again. */
  pausedUntil: '{outlet} is not accepting orders right now. It resumes at {time}.',
});

/** 'It opens at', 'tomorrow at', or 'on Monday at': the app's and the server's words for when a closed outlet opens. */
export const closedUntilWords = (inDays: number) => [closedWords.closedUntil, closedWords.closedUntilTomorrow][inDays] ?? closedWords.closedUntilDay;

/** The hours, the pause, and the closure (issue 36), which says why and until when whatever the hours say. */
type Hours = TakingHours & { closure?: ClosureNotice | null };

/**
 * Why an order cannot be started at `now` ('Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.'), or
 * null while the outlet takes orders: a tap on the menu's unavailable Add says it, and the server refuses an order
 * with the same words.
 */
export function closedMessage(outlet: Hours & { title: string }, now = Date.now()): string | null {
  const closure = closureLine(outlet, now);
  if (closure) return closure;
  const next = reopening(outlet, now);
  if (!next) return null;
  // A week with no open day (the server refuses one): closed, with no time to give.
  if (next.at === null) return t(outletWords.closedNow);
  const words = next.paused ? closedWords.pausedUntil : closedUntilWords(next.inDays);
  return t(words, { outlet: outlet.title, time: formatTime(next.at), day: formatWeekday(next.at) });
}
