/**
 * The server's words in its reader's language (issue 24): the device's choice (the cookie the app writes), else the
 * browser's (Accept-Language), the app's own rule. From the app's catalogue: the server's words (server/messages.ts
 * and the areas in server/messages/), the app's where the server says the same (a closed outlet, a slot it cannot
 * keep), and the spec's sentences (src/config/messages.ts), which the server sends as the spec quotes them (MSG) and
 * a Hindi reader gets in Hindi.
 */
import type { Context } from 'hono';
import { MSG, SPEC } from '../../src/config/messages';
import { intlLocaleOf, LOCALE_COOKIE, pickLocale, translate, type Catalogue, type Locale, type MessageRef } from '../../src/i18n';
import menu from '../../src/i18n/hi/menu';
import server from '../messages/hi/messages';
import serverAccount from '../messages/hi/account';
import serverBookings from '../messages/hi/bookings';
import serverNotifications from '../messages/hi/notifications';
import serverOffers from '../messages/hi/offers';
import serverOrders from '../messages/hi/orders';
import serverPayments from '../messages/hi/payments';
import serverRiders from '../messages/hi/riders';
import serverTables from '../messages/hi/tables';
import slotRefusal from '../../src/i18n/hi/slotRefusal';
import closures from '../../src/i18n/hi/closures';
import spec from '../../src/i18n/hi/spec';
import { formatDateTime, formatDay, formatDayMonth, formatTime, formatWeekday } from '../../src/lib/format';

const HINDI: Catalogue = {
  server,
  serverAccount,
  serverBookings,
  serverNotifications,
  serverOffers,
  serverOrders,
  serverPayments,
  serverRiders,
  serverTables,
  spec,
  menu,
  slotRefusal,
  closures,
};

const MOMENTS = { time: formatTime, dateTime: formatDateTime, day: formatDay, dayMonth: formatDayMonth, weekday: formatWeekday };
/** A moment, written as the reader's language writes it ('26 नव॰ 2026'): a time, a date and time, or a day. */
export interface Moment {
  at: number;
  as: keyof typeof MOMENTS;
}
export const timeOf = (at: number): Moment => ({ at, as: 'time' });
export const dateTimeOf = (at: number): Moment => ({ at, as: 'dateTime' });
export const dayOf = (at: number): Moment => ({ at, as: 'day' });
export const weekdayOf = (at: number): Moment => ({ at, as: 'weekday' });

/** What fills a message's placeholders: a value as it is, a moment, or words of their own, said in the same language. */
type Params = Record<string, string | number | Moment | Words>;
/** A message with what fills it: how routes and errors name words to be said in the reader's language. */
export interface Words {
  ref: MessageRef;
  params?: Params;
}

export function readerLocale(request: Request): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(request.headers.get('cookie') ?? '')?.[1];
  return pickLocale(cookie, (request.headers.get('accept-language') ?? '').split(','));
}

function render(locale: Locale, { ref, params }: Words): string {
  if (!params) return translate(locale, HINDI, ref);
  const filled = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, fill(locale, value)]));
  return translate(locale, HINDI, ref, filled);
}

function fill(locale: Locale, value: Params[string]): string | number {
  if (typeof value !== 'object') return value;
  return 'at' in value ? MOMENTS[value.as](value.at, intlLocaleOf(locale)) : render(locale, value);
}

/** `words` in `locale`: for a reader known without a request (a device's pushes). */
export const sayIn = (locale: Locale, words: Words): string => render(locale, words);

/** `words` in English: what logs, tests and a reader of no other language get. */
export const english = (words: Words): string => render('en', words);

const SPEC_KEYS = new Map(Object.entries(MSG).map(([key, text]) => [text as string, key as keyof typeof MSG]));

/** Words, or a sentence as sent before it had a message (the spec's, word for word), in the reader's language. */
export function sayTo(request: Request, words: Words | string): string {
  const locale = readerLocale(request);
  if (typeof words !== 'string') return render(locale, words);
  const key = locale === 'en' ? undefined : SPEC_KEYS.get(words);
  return key ? translate(locale, HINDI, SPEC[key]) : words;
}

export const say = (c: Context, ref: MessageRef, params?: Params): string => sayTo(c.req.raw, { ref, params });
