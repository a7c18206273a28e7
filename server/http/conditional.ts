/**
 * Conditional answers for public reads (menus, the outlet list): an ETag made from the answer itself, and
 * 304 Not Modified when the client already holds that answer, so on a weak signal an unchanged menu costs
 * a few hundred bytes instead of the whole list of dishes.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Envelope } from '../../src/api/contract';
import { SUCCESS_CODE } from '../../src/config/constants';

/**
 * Menus and outlet lists are the same for everyone and hold nothing personal, so unlike the rest of the API
 * (no-store) they may be kept, by the browser as by the service worker; but prices and stock change at any
 * time, so a kept copy must be revalidated (If-None-Match) before it is used: no-cache, not max-age.
 */
export const REVALIDATE_PUBLIC = 'no-cache';

/** The body's SHA-1 (a fingerprint, not a secret); weak, as compression gives the same answer other bytes. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 weak comparison, as If-None-Match asks: W/"x" matches "x"; * matches any current answer. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * The success envelope of a public read, or 304 when If-None-Match names it. Also for restaurantList, a
 * read-only query sent as POST: like the QUERY method (which HTTP lets answer 304), it changes nothing, so
 * "you have it already" is the right answer rather than 412.
 */
export function okRevalidated<T>(c: Context, responsePacket: T, message = 'Success'): Response {
  return answerPrepared(c, prepareAnswer(responsePacket, message));
}

/** A success envelope written out once, with its ETag: what a cache keeps (../menuCache.ts). */
export interface PreparedAnswer {
  body: string;
  etag: string;
}

export function prepareAnswer<T>(responsePacket: T, message = 'Success'): PreparedAnswer {
  const envelope: Envelope<T> = { errorCode: SUCCESS_CODE, message, responsePacket };
  const body = JSON.stringify(envelope);
  return { body, etag: etagOf(body) };
}

/** The prepared answer, or 304 when If-None-Match names it. */
export function answerPrepared(c: Context, { body, etag }: PreparedAnswer): Response {
  const headers = { ETag: etag, 'Cache-Control': REVALIDATE_PUBLIC };
  if (etagMatches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}
