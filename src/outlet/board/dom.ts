/** Times and money as the board writes them; its elements come from src/lib/elements.ts. */
import { intlLocale, t } from '../../i18n';
import { DAY_MS, isTomorrow } from '../../lib/orderSlots';
import { m } from './messages';
// Times and money as the board's language writes them ('8:45 pm', '₹1,234'), formatters kept per language.
const formats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; money: Intl.NumberFormat }>();
function formatsNow() {
  const locale = intlLocale();
  let found = formats.get(locale);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }),
      day: new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' }),
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }),
    };
    formats.set(locale, found);
  }
  return found;
}
export const clockTime = (at: number): string => formatsNow().time.format(at).toLowerCase();
/**
 * The time, with 'tomorrow' before a time on tomorrow's date (Kolkata), and the day ('Wed 3 Dec') before a later one:
 * an order can be scheduled past a closure, days ahead.
 */
export function slotTime(at: number, now = Date.now()): string {
  if (isTomorrow(at, now + DAY_MS)) return t(m.onDay, { day: formatsNow().day.format(at), time: clockTime(at) });
  return isTomorrow(at, now) ? t(m.tomorrow, { time: clockTime(at) }) : clockTime(at);
}

export const rupees = (amount: number): string => formatsNow().money.format(amount);

/** '4 min ago', 'just now'. */
export function ago(at: number, now = Date.now()): string {
  const minutes = Math.floor((now - at) / 60_000);
  return minutes < 1 ? t(m.justNow) : t(m.minAgo, { count: minutes });
}

/** Sets an element's text only when it changes: a live region re-set to the same words may be read again. */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
