/** A small element builder: the board has a few dozen elements and needs no framework for them. */
import { isTomorrow } from '../../lib/orderSlots';
type Child = Node | string | null | false | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string | boolean | number | ((event: Event) => void)>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
export const clockTime = (at: number): string => TIME.format(at).toLowerCase();
/** 'tomorrow ' for a time on tomorrow's date (Kolkata), '' for today's. */
export const dayOf = (at: number, now = Date.now()): string => (isTomorrow(at, now) ? 'tomorrow ' : '');

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
export const rupees = (amount: number): string => RUPEES.format(amount);

/** '4 min ago', 'just now'. */
export function ago(at: number, now = Date.now()): string {
  const minutes = Math.floor((now - at) / 60_000);
  return minutes < 1 ? 'just now' : `${minutes} min ago`;
}
