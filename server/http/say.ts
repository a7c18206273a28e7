/**
 * The server's words in its reader's language (issue 24): the device's choice (the cookie the app writes), else the
 * browser's (Accept-Language), the app's own rule. From the app's catalogue: the server's words (server/messages.ts)
 * and the spec's sentences (src/config/messages.ts), which the server sends as the spec quotes them (MSG) and a
 * Hindi reader gets in Hindi.
 */
import type { Context } from 'hono';
import { MSG, SPEC } from '../../src/config/messages';
import { LOCALE_COOKIE, pickLocale, translate, type Catalogue, type Locale, type MessageRef } from '../../src/i18n';
import server from '../../src/i18n/hi/server';
import spec from '../../src/i18n/hi/spec';

const HINDI: Catalogue = { server, spec };

type Params = Record<string, string | number>;
/** A message with what fills it: how routes and errors name words to be said in the reader's language. */
export interface Words {
  ref: MessageRef;
  params?: Params;
}

export function readerLocale(request: Request): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(request.headers.get('cookie') ?? '')?.[1];
  return pickLocale(cookie, (request.headers.get('accept-language') ?? '').split(','));
}

/** `ref` in English: what logs, tests and a reader of no other language get. */
export const english = ({ ref, params }: Words): string => translate('en', HINDI, ref, params);

const SPEC_KEYS = new Map(Object.entries(MSG).map(([key, text]) => [text as string, key as keyof typeof MSG]));

/** Words, or a sentence as sent before it had a message (the spec's, word for word), in the reader's language. */
export function sayTo(request: Request, words: Words | string): string {
  const locale = readerLocale(request);
  if (typeof words !== 'string') return translate(locale, HINDI, words.ref, words.params);
  const key = locale === 'en' ? undefined : SPEC_KEYS.get(words);
  return key ? translate(locale, HINDI, SPEC[key]) : words;
}

export const say = (c: Context, ref: MessageRef, params?: Params): string => sayTo(c.req.raw, { ref, params });
